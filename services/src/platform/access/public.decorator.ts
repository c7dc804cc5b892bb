import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'steward:public-route';

/** A route anyone may call without a token: login, captcha, registration, health (SPEC.md §6). */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);
