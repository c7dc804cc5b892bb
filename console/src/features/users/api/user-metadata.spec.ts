import { userMetadata } from '@console/features/users/api/user-metadata';
import { formRulesOf } from '@console/lib/resources/form-rules';

describe('the user form', () => {
  it("requires what blade-user requires, in the server's words", () => {
    const required = userMetadata('zh').fields.flatMap((field) =>
      field.required ? [[field.name, field.required]] : [],
    );
    expect(required).toEqual([
      ['account', '请输入登录账号'],
      ['name', '请输入用户昵称'],
      ['realName', '请输入用户姓名'],
      ['password', '请输入密码'],
    ]);
  });

  it('asks for the password when adding only', () => {
    const metadata = userMetadata('zh');
    const names = (adding: boolean) =>
      formRulesOf(metadata, { addOnly: ['password'] }, adding).map((rule) => rule.name);
    expect(names(true)).toContain('password');
    expect(names(false)).not.toContain('password');
  });
});
