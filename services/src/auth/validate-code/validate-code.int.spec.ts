import { type LocalSmsGateway, startLocalSmsGateway } from '@infra/sms-gateway/sms-gateway-server';
import { MovableClock } from '@platform/testing/movable-clock';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { tenantCaller } from '@services/testing/tenant-caller';

const sendUrl = '/api/prepaid-message/sendValidateMessage';
const checkUrl = '/api/prepaid-message/checkValidateCode';
const tenantA = '000000';

let gateway: LocalSmsGateway;
beforeAll(async () => {
  gateway = await startLocalSmsGateway();
});
afterAll(() => gateway.close());
const clock = new MovableClock(new Date('2026-11-24T02:00:00Z'));

/** Verification codes by SMS, read back from the local gateway, with time moved by hand. */
describeOnBothDatabases(
  'verification codes (prepaid-message)',
  'validate_code',
  (current) => {
    const call = tenantCaller(() => current().app);
    const send = (phone: string, tenantId = tenantA) => call('POST', sendUrl, { phone, tenantId });
    const check = (phone: string, code: string, tenantId = tenantA) =>
      call('POST', checkUrl, { phone, code, tenantId });
    const lastCode = (phone: string) => gateway.messages(phone).at(-1)?.params.code;
    const storedRows = (phone: string) =>
      current()
        .runtime.infrastructure.database.db.selectFrom('auth_validate_code')
        .selectAll()
        .where('phone', '=', phone)
        .execute();

    beforeEach(() => gateway.reset());

    it('sends six digits that sign off once, keeping only their keyed hash', async () => {
      expect(await send('13800138010')).toMatchObject({ code: 200, success: true });
      const [message] = gateway.messages('13800138010');
      expect(message).toMatchObject({ template: 'validate-code' });
      const code = message!.params.code!;
      expect(code).toMatch(/^\d{6}$/);

      const [row] = await storedRows('13800138010');
      expect(row!.code_hash).not.toContain(code);
      expect(row!.code_hash).toMatch(/^[\w-]{43}$/);

      expect(await check('13800138010', code)).toMatchObject({ code: 200 });
      expect(await check('13800138010', code)).toMatchObject({ code: 400, msg: '验证码不正确' });
    });

    it.each([
      ['', '手机号码不能为空'],
      ['1380013801', '手机号码长度不为11位'],
      ['12800138011', '手机号码格式不正确'],
      ['1380013801a', '手机号码格式不正确'],
    ])('refuses the phone %j with SPEC’s message, sending and storing nothing', async (phone, msg) => {
      expect(await send(phone)).toMatchObject({ code: 400, msg });
      expect(gateway.messages()).toEqual([]);
      expect(await storedRows(phone)).toEqual([]);
    });

    it('refuses a tenant that does not exist and a check without a code', async () => {
      expect(await send('13800138012', '999999')).toMatchObject({ code: 400, msg: '租户不存在' });
      expect(await check('13800138012', '')).toMatchObject({ code: 400, msg: '请输入验证码' });
      expect(gateway.messages()).toEqual([]);
    });

    it('sends at most once a minute to a phone; a new code replaces the old', async () => {
      await send('13800138013');
      const first = lastCode('13800138013')!;
      expect(await send('13800138013')).toMatchObject({
        code: 400,
        msg: '验证码发送过于频繁，请60秒后再试',
      });
      expect(gateway.messages('13800138013')).toHaveLength(1);
      clock.advance(60_000);
      expect(await send('13800138013')).toMatchObject({ code: 200 });
      const second = lastCode('13800138013')!;
      if (first !== second)
        expect(await check('13800138013', first)).toMatchObject({ code: 400, msg: '验证码不正确' });
      expect(await check('13800138013', second)).toMatchObject({ code: 200 });
    });

    it('sends one code when sends to a phone race', async () => {
      const answers = await Promise.all([1, 2, 3, 4].map(() => send('13800138018')));
      expect(answers.filter((answer) => answer.code === 200)).toHaveLength(1);
      expect(gateway.messages('13800138018')).toHaveLength(1);
    });

    it('stops at the daily cap set by the system parameter, and starts again the next day', async () => {
      const param = { paramName: '验证码每日上限', paramKey: 'sms.code.dailyCap', paramValue: '2' };
      const saved = await call<{ id: string }>('POST', '/api/blade-system/param/submit', param, tenantA);
      expect(saved).toMatchObject({ code: 200 });
      for (let sent = 0; sent < 2; sent++) {
        expect(await send('13800138014')).toMatchObject({ code: 200 });
        clock.advance(61_000);
      }
      expect(await send('13800138014')).toMatchObject({
        code: 400,
        msg: '今日验证码发送次数已达上限，请明天再试',
      });
      clock.advance(24 * 3600_000);
      expect(await send('13800138014')).toMatchObject({ code: 200 });
      expect(gateway.messages('13800138014')).toHaveLength(3);
      await call('POST', `/api/blade-system/param/remove?ids=${saved.data.id}`, undefined, tenantA);
    });

    it('locks a code after five wrong tries', async () => {
      await send('13800138015');
      const code = lastCode('13800138015')!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let tries = 0; tries < 5; tries++)
        expect(await check('13800138015', wrong)).toMatchObject({ code: 400, msg: '验证码不正确' });
      expect(await check('13800138015', code)).toMatchObject({
        code: 400,
        msg: '验证码错误次数过多，请重新获取',
      });
      // A new code starts the count again.
      clock.advance(60_000);
      await send('13800138015');
      expect(await check('13800138015', lastCode('13800138015')!)).toMatchObject({ code: 200 });
    });

    it('lets a code expire after five minutes', async () => {
      await send('13800138016');
      const code = lastCode('13800138016')!;
      clock.advance(5 * 60_000);
      expect(await check('13800138016', code)).toMatchObject({ code: 400, msg: '验证码不正确' });
    });

    it('says plainly when the gateway fails, and does not count the failed send', async () => {
      gateway.setBehaviour({ mode: 'fail', times: 1 });
      expect(await send('13800138017')).toMatchObject({ code: 400, msg: '短信发送失败，请稍后重试' });
      expect(gateway.messages('13800138017')).toEqual([]);
      expect(await send('13800138017')).toMatchObject({ code: 200 });
      expect(await check('13800138017', lastCode('13800138017')!)).toMatchObject({ code: 200 });
    });
  },
  { env: () => ({ SMS_GATEWAY_URL: gateway.url, SMS_TIMEOUT_MS: '2000' }), clock },
);
