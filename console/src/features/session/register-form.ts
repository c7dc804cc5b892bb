/** The register form (SPEC.md §3). */
export interface RegisterForm {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
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
