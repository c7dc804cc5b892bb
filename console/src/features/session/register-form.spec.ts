import { type RegisterForm, registerProblem } from '@console/features/session/register-form';

const complete: RegisterForm = {
  tenantId: '000000',
  name: '',
  account: 'zhang',
  password: 'a1',
  password2: 'a1',
};

describe('the register form, checked in the order of SPEC §5', () => {
  it('asks for the tenant first, even when everything else is missing', () => {
    expect(registerProblem({ tenantId: ' ', name: '', account: '', password: '', password2: 'x' })).toBe(
      'register.tenantRequired',
    );
  });

  it('then the account', () => {
    expect(registerProblem({ ...complete, account: '', password: '' })).toBe('register.accountRequired');
  });

  it('then either password', () => {
    expect(registerProblem({ ...complete, password: '' })).toBe('register.passwordRequired');
    expect(registerProblem({ ...complete, password2: '' })).toBe('register.passwordRequired');
  });

  it('then that both passwords agree', () => {
    expect(registerProblem({ ...complete, password2: 'a2' })).toBe('register.passwordsDiffer');
  });

  it('passes a complete form; the name is optional', () => {
    expect(registerProblem(complete)).toBeUndefined();
  });
});
