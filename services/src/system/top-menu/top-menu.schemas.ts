import { z } from 'zod';
import { idListSchema } from '@platform/http/id-schemas';
import { optionalIds } from '@services/system/grants/record-grants';

/** topmenu/grant: the top menus, and the full list of menus each is to show from now on. */
export const topMenuGrantBody = z.object({ topMenuIds: idListSchema, menuIds: optionalIds });
export type TopMenuGrantBody = z.output<typeof topMenuGrantBody>;
