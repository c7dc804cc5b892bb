import { AliyunSms } from '@services/resource/sms/aliyun-sms';
import { SmsUnavailableError } from '@services/resource/sms/sms.port';
import { type FakeAliyunSms, startFakeAliyunSms } from '@services/resource/sms/testing/fake-aliyun-sms';

describe('Aliyun SMS adapter against a local SendSms that checks signatures', () => {
  let aliyun: FakeAliyunSms;
  beforeAll(async () => {
    aliyun = await startFakeAliyunSms({ id: 'LTAI-test', secret: 'secret with spaces & *stars*' });
  });
  afterAll(() => aliyun.close());

  const adapter = (accessKeySecret: string) =>
    new AliyunSms({
      accessKeyId: 'LTAI-test',
      accessKeySecret,
      signName: '预付管家',
      endpoint: aliyun.url,
      timeoutMs: 2000,
      now: () => new Date('2026-11-24T08:00:00.123Z'),
    });
  const message = {
    phones: ['13800138000', '13900139000'],
    template: 'SMS_1234',
    params: { code: '042137' },
  };

  it('sends a signed SendSms the provider accepts', async () => {
    await adapter('secret with spaces & *stars*').send(message);
    expect(aliyun.accepted()).toEqual([
      expect.objectContaining({
        PhoneNumbers: '13800138000,13900139000',
        SignName: '预付管家',
        TemplateCode: 'SMS_1234',
        TemplateParam: '{"code":"042137"}',
        Timestamp: '2026-11-24T08:00:00Z',
        RegionId: 'cn-hangzhou',
      }),
    ]);
  });

  it("is refused with Aliyun's code when signed with the wrong secret", async () => {
    await expect(adapter('wrong').send(message)).rejects.toThrow(
      new SmsUnavailableError(
        'Aliyun SMS answered 400 SignatureDoesNotMatch: Specified signature is not matched',
      ),
    );
  });

  it('fails plainly when nobody answers', async () => {
    const silent = new AliyunSms({
      accessKeyId: 'x',
      accessKeySecret: 'y',
      signName: 's',
      endpoint: 'http://127.0.0.1:9',
      timeoutMs: 500,
      now: () => new Date(),
    });
    await expect(silent.send(message)).rejects.toBeInstanceOf(SmsUnavailableError);
  });
});
