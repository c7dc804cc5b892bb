import { randomUUID } from 'node:crypto';
import { popSignature } from '@services/resource/sms/aliyun-pop-signature';
import { type SmsMessage, type SmsSender, SmsUnavailableError } from '@services/resource/sms/sms.port';

export interface AliyunSmsAccount {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** cn-hangzhou unless the setting names another. */
  regionId?: string;
  /** https://dysmsapi.aliyuncs.com unless the setting names another (a proxy, a test's fake). */
  endpoint?: string;
  timeoutMs: number;
  /** The time the request is stamped with; Aliyun refuses one 15 minutes off. */
  now: () => Date;
}

export const aliyunSmsEndpoint = 'https://dysmsapi.aliyuncs.com';

/**
 * Aliyun SMS (dysmsapi 2017-05-25, SendSms) by its HTTP API, signed with the RPC signature 1.0.
 * Phones go comma-joined (up to 1,000 per call); params are the template's JSON. Aliyun answers
 * 200 with Code "OK" when it accepted the message; anything else is SmsUnavailableError with
 * Aliyun's code, for the log.
 */
export class AliyunSms implements SmsSender {
  constructor(private readonly account: AliyunSmsAccount) {}

  async send(message: SmsMessage): Promise<void> {
    const { accessKeyId, accessKeySecret, signName, regionId, endpoint, timeoutMs, now } = this.account;
    const params: Record<string, string> = {
      AccessKeyId: accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: message.phones.join(','),
      RegionId: regionId || 'cn-hangzhou',
      SignName: message.signName || signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: randomUUID(),
      SignatureVersion: '1.0',
      TemplateCode: message.template,
      TemplateParam: JSON.stringify(message.params),
      Timestamp: now()
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const body = new URLSearchParams({ ...params, Signature: popSignature('POST', params, accessKeySecret) });
    let response: Response;
    try {
      response = await fetch(new URL('/', endpoint || aliyunSmsEndpoint), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SmsUnavailableError(`Aliyun SMS did not answer: ${(error as Error).name}`, { cause: error });
    }
    const answer = (await response.json().catch(() => ({}))) as { Code?: unknown; Message?: unknown };
    if (response.status !== 200 || answer.Code !== 'OK')
      throw new SmsUnavailableError(
        `Aliyun SMS answered ${response.status} ${String(answer.Code)}: ${String(answer.Message)}`,
      );
  }
}
