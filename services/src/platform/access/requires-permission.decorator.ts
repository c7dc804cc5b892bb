import { SetMetadata } from '@nestjs/common';

export const REQUIRED_PERMISSION = 'steward:required-permission';

/**
 * The button codes a caller's roles must grant one of for this route (SPEC.md §6): mostly one;
 * more where a read serves several screens (the enabled moulds serve the goods form too).
 * Routes without it are refused by the access guard unless marked public.
 */
export const RequiresPermission = (code: string, ...alternatives: string[]) =>
  SetMetadata(REQUIRED_PERMISSION, [code, ...alternatives]);
