import { SetMetadata } from '@nestjs/common';

export const REQUIRED_PERMISSION = 'steward:required-permission';

/**
 * The button code a caller's roles must grant for this route (SPEC.md §6). Routes without it
 * are refused by the access guard unless marked public.
 */
export const RequiresPermission = (code: string) => SetMetadata(REQUIRED_PERMISSION, code);
