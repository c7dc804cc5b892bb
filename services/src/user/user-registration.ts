import { z } from 'zod';
import type { RequestContext } from '@platform/context/request-context';
import { RefusedError } from '@platform/errors/domain-errors';
import { parseWith } from '@platform/http/zod-validation';
import type { ParamQueries } from '@projections/system/param/param.queries';
import type { TenantQueries } from '@projections/system/tenant/tenant.queries';
import type { UserAdminService } from '@services/user/user-admin.service';
import { userFormSchema } from '@services/user/user.schemas';

export const registrationClosed = '当前系统未开启注册功能';
export const passwordsDiffer = '两次密码输入不一致';
const registerUserKey = 'account.registerUser';

const required = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).min(1, message),
  );

/** The register form (SPEC.md §3), its messages in the order §5 checks them. */
export const registrationSchema = z
  .object({
    tenantId: required('请先输入租户编号'),
    account: required('请先输入账号名称'),
    name: z.string().trim().max(64).optional(),
    password: required('请先输入密码'),
    password2: required('请先输入密码'),
  })
  .refine((form) => form.password === form.password2, { message: passwordsDiffer, path: ['password2'] });

/**
 * blade-user/register: self-service sign-up into an existing tenant, when that tenant (or the
 * platform) has account.registerUser = true. The new user holds no role until an
 * administrator grants one.
 */
export class UserRegistration {
  constructor(
    private readonly admin: UserAdminService,
    private readonly tenants: TenantQueries,
    private readonly params: ParamQueries,
  ) {}

  async register(body: unknown, caller: RequestContext, at: Date): Promise<Record<string, never>> {
    const form = parseWith(registrationSchema, body);
    if (!(await this.tenants.findByTenantId(form.tenantId))) throw new RefusedError('租户不存在');
    if ((await this.params.value(form.tenantId, registerUserKey)) !== 'true')
      throw new RefusedError(registrationClosed);
    const name = form.name || form.account;
    const registrant: RequestContext = {
      ...caller,
      tenantId: form.tenantId,
      userId: '0',
      account: form.account,
      deptId: '0',
    };
    // The same form and rules as an administrator's submit (md5 password, account free, ...).
    const user = parseWith(userFormSchema, {
      account: form.account,
      name,
      realName: name,
      password: form.password,
    });
    await this.admin.save(user, registrant, at);
    return {};
  }
}
