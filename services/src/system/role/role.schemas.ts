import { z } from 'zod';
import { idListSchema } from '@platform/http/id-schemas';
import { optionalIds } from '@services/system/grants/record-grants';

/** role/grant: the roles, and the full lists each is to grant from now on. */
export const roleGrantBody = z.object({
  roleIds: idListSchema,
  menuIds: optionalIds,
  dataScopeIds: optionalIds,
  apiScopeIds: optionalIds,
});
export type RoleGrantBody = z.output<typeof roleGrantBody>;
