import { startLocalSmsGateway } from '@infra/sms-gateway/sms-gateway-server';
import type { OuterSystem } from '@platform/contexts/outer-system';
import { HttpSmsGateway } from '@services/resource/sms/http-sms-gateway';
import type { SmsSender } from '@services/resource/sms/sms.port';

/**
 * The SMS gateway the "local" settings send through: HTTP at SMS_GATEWAY_URL, each call bounded
 * by SMS_TIMEOUT_MS (default 5000). Without a URL — the embedded default — the local gateway of
 * infra/src/sms-gateway is started on loopback; the log line and /api/health say where to read
 * what it kept (GET <url>/control/messages).
 */
export const smsGateway: OuterSystem<SmsSender> = {
  name: 'smsGateway',
  token: Symbol('SmsGateway'),
  async open({ env }) {
    const timeoutMs = smsTimeoutMs(env);
    if (env.SMS_GATEWAY_URL) {
      const baseUrl = env.SMS_GATEWAY_URL;
      return { client: new HttpSmsGateway({ baseUrl, timeoutMs }), description: `HTTP at ${baseUrl}` };
    }
    const local = await startLocalSmsGateway();
    return {
      client: new HttpSmsGateway({ baseUrl: local.url, timeoutMs }),
      description: `SMS_GATEWAY_URL not set: the local SMS gateway at ${local.url}, messages at ${local.url}/control/messages`,
      close: () => local.close(),
    };
  },
};

/** How long one call to an SMS provider may take before it counts as failed. */
export function smsTimeoutMs(env: Readonly<NodeJS.ProcessEnv>): number {
  const value = Number(env.SMS_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : 5000;
}
