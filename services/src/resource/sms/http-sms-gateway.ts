import { type SmsMessage, type SmsSender, SmsUnavailableError } from '@services/resource/sms/sms.port';

/**
 * An SMS gateway by HTTP: POST <baseUrl>/send with the message as JSON, the local gateway's API
 * (infra/src/sms-gateway). Any answer but 200, and any timeout, is SmsUnavailableError.
 */
export class HttpSmsGateway implements SmsSender {
  constructor(private readonly options: { baseUrl: string; timeoutMs: number }) {}

  async send(message: SmsMessage): Promise<void> {
    const { baseUrl, timeoutMs } = this.options;
    let response: Response;
    try {
      response = await fetch(new URL('/send', baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new SmsUnavailableError(`SMS gateway did not answer: ${(error as Error).name}`, { cause: error });
    }
    await response.body?.cancel();
    if (response.status !== 200) throw new SmsUnavailableError(`SMS gateway answered ${response.status}`);
  }
}
