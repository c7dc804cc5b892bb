import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { INestApplication } from '@nestjs/common';
import { REQUIRED_PERMISSION } from '@platform/access/requires-permission.decorator';
import { PUBLIC_ROUTE } from '@platform/access/public.decorator';
import { SIGNED_IN_ROUTE } from '@platform/access/signed-in.decorator';

/** Who may call a route: anyone, any signed-in user, or holders of a button code. */
export type RouteRule =
  { kind: 'public' } | { kind: 'signed-in' } | { kind: 'permission'; codes: string[] } | { kind: 'none' };

export interface RouteEntry {
  method: string;
  /** Without the global /api prefix, e.g. blade-system/param/list. */
  path: string;
  controller: string;
  rule: RouteRule;
}

/**
 * Every route the application serves, with the access rule declared on it, read from the
 * controllers' metadata. The access tests walk it, so a route added without a rule fails them.
 */
export function routeInventory(app: INestApplication): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prefix = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (path === undefined || method === undefined) continue;
        entries.push({
          method: RequestMethod[method],
          path: [prefix, path].filter((part) => part && part !== '/').join('/'),
          controller: controller.name,
          rule: ruleOf(handler, controller),
        });
      }
    }
  }
  return entries;
}

function ruleOf(handler: object, controller: object): RouteRule {
  const declared = (key: string): unknown =>
    Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, controller);
  if (declared(PUBLIC_ROUTE)) return { kind: 'public' };
  if (declared(SIGNED_IN_ROUTE)) return { kind: 'signed-in' };
  const codes = declared(REQUIRED_PERMISSION);
  return Array.isArray(codes) ? { kind: 'permission', codes } : { kind: 'none' };
}
