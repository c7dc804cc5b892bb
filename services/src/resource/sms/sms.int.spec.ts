import { type LocalSmsGateway, startLocalSmsGateway } from '@infra/sms-gateway/sms-gateway-server';
import { type FakeAliyunSms, startFakeAliyunSms } from '@services/resource/sms/testing/fake-aliyun-sms';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';

const tenantA = '000042';
const tenantB = '100001';
const base = '/api/blade-resource/sms';
const send = `${base}/endpoint/send-message`;

let gateway: LocalSmsGateway;
let aliyun: FakeAliyunSms;
beforeAll(async () => {
  gateway = await startLocalSmsGateway();
  aliyun = await startFakeAliyunSms({ id: 'LTAI-tenant', secret: 'tenant-secret' });
});
afterAll(async () => {
  await gateway.close();
  await aliyun.close();
});

const localSetting = { category: 'local', templateId: 'SMS_LOCAL', signName: '预付管家' };

/** SMS settings (one enabled per tenant) and send-message through the enabled provider. */
describeOnBothDatabases(
  'SMS settings and send-message',
  'sms',
  (current) => {
    const call = tenantCaller(() => current().app);
    const submit = (body: object, tenant = tenantA) => call<Row>('POST', `${base}/submit`, body, tenant);
    const enable = (id: string, tenant = tenantA) =>
      call('POST', `${base}/enable?id=${id}`, undefined, tenant);
    const statusOf = async (id: string, tenant = tenantA) =>
      (await call<Row>('GET', `${base}/detail?id=${id}`, undefined, tenant)).data.status;

    beforeEach(() => gateway.reset());

    it('keeps exactly one setting of a tenant enabled', async () => {
      const first = (await submit(localSetting)).data;
      const second = (await submit({ ...localSetting, templateId: 'SMS_OTHER' })).data;
      const other = (await submit(localSetting, tenantB)).data;
      expect(first).toMatchObject({ status: 1, category: 'local', templateId: 'SMS_LOCAL' });

      expect(await enable(first.id)).toMatchObject({ code: 200 });
      expect(await enable(other.id, tenantB)).toMatchObject({ code: 200 });
      expect(await enable(second.id)).toMatchObject({ code: 200 });
      expect([
        await statusOf(first.id),
        await statusOf(second.id),
        await statusOf(other.id, tenantB),
      ]).toEqual([1, 2, 2]);
      // Enabling the enabled one changes nothing; another tenant's record does not exist here.
      expect(await enable(second.id)).toMatchObject({ code: 200 });
      expect(await enable(other.id)).toMatchObject({ code: 404 });

      // Removing the enabled setting frees the slot: another can then be enabled.
      expect(await call('POST', `${base}/remove?ids=${second.id}`, undefined, tenantA)).toMatchObject({
        code: 200,
      });
      expect(await enable(first.id)).toMatchObject({ code: 200 });
      expect(await statusOf(first.id)).toBe(2);
      const page = await call<{ records: Row[] }>('GET', `${base}/list?category=local`, undefined, tenantA);
      expect(page.data.records.filter((record) => record.status === 2).map((record) => record.id)).toEqual([
        first.id,
      ]);
    });

    it('leaves exactly one setting enabled when enables race', async () => {
      const tenant = '000000';
      const ids: string[] = [];
      for (let n = 0; n < 4; n++)
        ids.push((await submit({ ...localSetting, templateId: `RACE_${n}` }, tenant)).data.id);
      const answers = await Promise.all(ids.map((id) => enable(id, tenant)));
      expect(answers.filter((answer) => answer.code === 200).length).toBeGreaterThanOrEqual(1);
      for (const answer of answers.filter((one) => one.code !== 200))
        expect(answer).toMatchObject({ code: 400, msg: '另一条配置刚被启用，请刷新后重试' });
      const page = await call<{ records: Row[] }>('GET', `${base}/list?size=100`, undefined, tenant);
      expect(page.data.records.filter((record) => record.status === 2)).toHaveLength(1);
    });

    it('refuses a setting that names no known provider, or Aliyun without its keys, writing nothing', async () => {
      const before = (await call<{ total: number }>('GET', `${base}/list`, undefined, tenantB)).data.total;
      expect(await submit({ ...localSetting, category: 'carrier-pigeon' }, tenantB)).toMatchObject({
        code: 400,
        msg: '服务商只能是 local 或 aliyun',
      });
      expect(await submit({ ...localSetting, category: 'aliyun' }, tenantB)).toMatchObject({
        code: 400,
        msg: '阿里云短信需要 accessKey、secretKey 与短信签名',
      });
      expect(await submit({ category: 'local' }, tenantB)).toMatchObject({ code: 400, msg: '请输入模板ID' });
      expect((await call<{ total: number }>('GET', `${base}/list`, undefined, tenantB)).data.total).toBe(
        before,
      );
    });

    it('sends a templated message to every phone through the local gateway', async () => {
      const answer = await call('POST', send, {
        code: 'SMS_NOTICE',
        phones: '13800138001, 13900139001',
        params: '{"name":"张三","amount":12}',
      });
      expect(answer).toMatchObject({ code: 200, success: true });
      expect(gateway.messages('13800138001')).toEqual([
        expect.objectContaining({ template: 'SMS_NOTICE', params: { name: '张三', amount: '12' } }),
      ]);
      expect(gateway.messages('13900139001')).toHaveLength(1);
    });

    it.each([
      [{ code: 'SMS_NOTICE', phones: '13800138002,1380013800' }, '手机号码长度不为11位'],
      [{ code: 'SMS_NOTICE', phones: '12800138002' }, '手机号码格式不正确'],
      [{ code: 'SMS_NOTICE', phones: '' }, '手机号码不能为空'],
      [{ phones: '13800138002' }, '请输入模板编号'],
      [{ code: 'SMS_NOTICE', phones: '13800138002', params: '[1]' }, '短信参数必须是 JSON 对象'],
      [{ code: 'SMS_NOTICE', phones: '13800138002', params: '{oops' }, '短信参数必须是 JSON 对象'],
    ])('refuses %j with 400 and sends nothing', async (body, msg) => {
      expect(await call('POST', send, body)).toMatchObject({ code: 400, msg });
      expect(gateway.messages('13800138002')).toEqual([]);
    });

    it('says plainly when the gateway fails', async () => {
      gateway.setBehaviour({ mode: 'fail', times: 1 });
      expect(await call('POST', send, { code: 'SMS_NOTICE', phones: '13800138003' })).toMatchObject({
        code: 400,
        msg: '短信发送失败，请稍后重试',
      });
      expect(gateway.messages('13800138003')).toEqual([]);
    });

    it("sends through Aliyun when the tenant's enabled setting is Aliyun's", async () => {
      const tenant = tenantB;
      const setting = await submit(
        {
          category: 'aliyun',
          templateId: 'SMS_200',
          signName: '预付管家',
          accessKey: 'LTAI-tenant',
          secretKey: 'tenant-secret',
          endpoint: aliyun.url,
        },
        tenant,
      );
      await enable(setting.data.id, tenant);
      const answer = await call(
        'POST',
        send,
        { code: 'SMS_201', phones: '13700137004', params: '{"code":"1"}' },
        tenant,
      );
      expect(answer).toMatchObject({ code: 200 });
      expect(aliyun.accepted().at(-1)).toMatchObject({
        PhoneNumbers: '13700137004',
        TemplateCode: 'SMS_201',
        SignName: '预付管家',
      });
      expect(gateway.messages('13700137004')).toEqual([]);
    });

    it('never answers the secret key, and keeps it when the form sends the mask back', async () => {
      const tenant = tenantB;
      const aliyunSetting = {
        category: 'aliyun',
        templateId: 'SMS_300',
        signName: '预付管家',
        accessKey: 'LTAI-tenant',
        secretKey: 'tenant-secret',
        endpoint: aliyun.url,
      };
      const saved = await submit(aliyunSetting, tenant);
      expect(saved.data).toMatchObject({ accessKey: 'LTAI-tenant', secretKey: '******' });
      const { id } = saved.data;
      expect((await call<Row>('GET', `${base}/detail?id=${id}`, undefined, tenant)).data.secretKey).toBe(
        '******',
      );
      const listed = await call<{ records: Row[] }>('GET', `${base}/list?size=100`, undefined, tenant);
      expect(listed.data.records.map((record) => record.secretKey)).not.toContain('tenant-secret');

      // Saved again from the form, the mask keeps the stored key: Aliyun still accepts the signature.
      await submit({ ...aliyunSetting, id, secretKey: '******', signName: '新签名' }, tenant);
      await enable(id, tenant);
      const message = { code: 'SMS_301', phones: '13700137005' };
      expect(await call('POST', send, message, tenant)).toMatchObject({ code: 200 });
      expect(aliyun.accepted().at(-1)).toMatchObject({ PhoneNumbers: '13700137005', SignName: '新签名' });

      // A new key replaces it.
      await submit({ ...aliyunSetting, id, secretKey: 'another-secret' }, tenant);
      expect(await call('POST', send, message, tenant)).toMatchObject({
        code: 400,
        msg: '短信发送失败，请稍后重试',
      });
    });
  },
  { env: () => ({ SMS_GATEWAY_URL: gateway.url, SMS_TIMEOUT_MS: '2000' }) },
);
