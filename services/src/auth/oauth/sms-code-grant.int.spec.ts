import { type LocalSmsGateway, startLocalSmsGateway } from '@infra/sms-gateway/sms-gateway-server';
import { seedAdministrator } from '@infra/seed/platform-tenant.seed';
import { MovableClock } from '@platform/testing/movable-clock';
import { checkedTokenAnswer } from '@services/auth/oauth/testing/checked-token-answer';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { seedUser } from '@services/user/user.public';

const saber = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

let gateway: LocalSmsGateway;
beforeAll(async () => {
  gateway = await startLocalSmsGateway();
});
afterAll(() => gateway.close());
const clock = new MovableClock(new Date('2026-11-24T03:00:00Z'));

/** Signing in by phone code (grant_type sms_code), the code read back from the local gateway. */
describeOnBothDatabases(
  'the sms_code grant',
  'sms_code_grant',
  (current) => {
    const sendCode = async (phone: string) => {
      const response = await current().app.inject({
        method: 'POST',
        url: '/api/prepaid-message/sendValidateMessage',
        payload: { phone },
      });
      expect(response.json()).toMatchObject({ code: 200 });
      return gateway.messages(phone).at(-1)!.params.code!;
    };
    const token = async (query: Record<string, string>) => {
      const response = await current().app.inject({
        method: 'POST',
        url: `/api/blade-auth/oauth/token?${new URLSearchParams({ scope: 'all', tenantId: '000000', ...query })}`,
        headers: { authorization: saber },
      });
      return checkedTokenAnswer(response).json<Record<string, unknown>>();
    };
    const phoneLogin = (phone: string, code: string) => token({ grant_type: 'sms_code', phone, code });
    const refusal = (error_description: string) => ({ error_code: 400, error_description });

    // Each test may send to a phone an earlier one used: past the resend interval.
    beforeEach(() => {
      gateway.reset();
      clock.advance(60_000);
    });

    it('signs the account of the phone in with its code, once', async () => {
      const code = await sendCode(seedAdministrator.phone);
      expect(await phoneLogin(seedAdministrator.phone, code)).toMatchObject({
        token_type: 'bearer',
        tenant_id: '000000',
        account: 'admin',
        access_token: expect.any(String),
        refresh_token: expect.any(String),
      });
      expect(await phoneLogin(seedAdministrator.phone, code)).toEqual(refusal('验证码不正确'));
    });

    it('refuses a wrong code, an expired one and a bad phone with their messages', async () => {
      const code = await sendCode(seedAdministrator.phone);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await phoneLogin(seedAdministrator.phone, wrong)).toEqual(refusal('验证码不正确'));
      clock.advance(5 * 60_000);
      expect(await phoneLogin(seedAdministrator.phone, code)).toEqual(refusal('验证码不正确'));
      expect(await phoneLogin('1380000000', code)).toEqual(refusal('手机号码长度不为11位'));
      expect(await phoneLogin('', code)).toEqual(refusal('手机号码不能为空'));
      expect(
        await token({ grant_type: 'sms_code', phone: seedAdministrator.phone, code, tenantId: '999999' }),
      ).toEqual(refusal('租户不存在'));
    });

    it('finds no account for a phone nobody has, and none for a phone two accounts share', async () => {
      expect(await phoneLogin('13900000001', await sendCode('13900000001'))).toEqual(
        refusal('该手机号未绑定账号'),
      );

      const twin = (id: string, account: string) => ({
        id,
        account,
        passwordMd5: seedAdministrator.passwordMd5,
        name: account,
        realName: account,
        email: null,
        phone: '13900000002',
      });
      await seedUser(current().runtime.executor, '000000', twin('1858000000000000201', 'twin1'));
      await seedUser(current().runtime.executor, '000000', twin('1858000000000000202', 'twin2'));
      expect(await phoneLogin('13900000002', await sendCode('13900000002'))).toEqual(
        refusal('该手机号绑定了多个账号，请使用账号密码登录'),
      );
    });
  },
  { env: () => ({ SMS_GATEWAY_URL: gateway.url }), clock },
);
