/** One message to one or more phones: a provider's template filled with params. */
export interface SmsMessage {
  phones: readonly string[];
  /** The provider's template code. */
  template: string;
  params: Readonly<Record<string, string>>;
  signName?: string;
}

/** A provider that sends text messages (the local gateway, Aliyun). */
export interface SmsSender {
  /** Resolves once the provider accepted the message; SmsUnavailableError otherwise. */
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused the message or did not answer; the message says which, for the log. */
export class SmsUnavailableError extends Error {}

/** What the caller is told when the provider fails: the detail stays in the log. */
export const smsFailed = '短信发送失败，请稍后重试';
