import { applyDecorators, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { RequiresPermission } from '@platform/access/requires-permission.decorator';

/** The button codes a route needs one of (SPEC.md §6): mostly one, more where screens share a read. */
export type Rights = string | readonly [string, ...string[]];

const codesOf = (rights: Rights): [string, ...string[]] =>
  typeof rights === 'string' ? [rights] : [...rights];

/**
 * A read of the API: GET <path> for callers granted one of `rights`, with its summary in
 * /api/docs. One line per route, so that a controller reads as its list of calls.
 */
export const Reads = (path: string, rights: Rights, summary: string): MethodDecorator =>
  applyDecorators(Get(path), RequiresPermission(...codesOf(rights)), ApiOperation({ summary }));

/** A write: POST <path>, answered 200 as every BladeX call is (WIRE.md), for callers granted one of `rights`. */
export const Writes = (path: string, rights: Rights, summary: string): MethodDecorator =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    RequiresPermission(...codesOf(rights)),
    ApiOperation({ summary }),
  );
