import { md5 } from 'js-md5';
import { site } from '@console/config/site';

/** The register form (SPEC.md §3). */
export interface RegisterForm {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
}

export const blankRegisterForm: RegisterForm = {
  tenantId: site.defaultTenantId,
  name: '',
  account: '',
  password: '',
  password2: '',
};

/** The body the server takes: both passwords md5-hashed, like every password the console sends. */
export function registerBody(form: RegisterForm): RegisterForm {
  return { ...form, password: md5(form.password), password2: md5(form.password2) };
}

export type RegisterProblem =
  | 'register.tenantRequired'
  | 'register.accountRequired'
  | 'register.passwordRequired'
  | 'register.passwordsDiffer';

/** The first problem in the order of SPEC.md §5, as a message key of the session namespace. */
export function registerProblem(form: RegisterForm): RegisterProblem | undefined {
  if (form.tenantId.trim() === '') return 'register.tenantRequired';
  if (form.account.trim() === '') return 'register.accountRequired';
  if (form.password === '' || form.password2 === '') return 'register.passwordRequired';
  if (form.password !== form.password2) return 'register.passwordsDiffer';
  return undefined;
}
