import type { APIRequestContext } from '@playwright/test';

/**
 * The address of the local SMS gateway the run's server started for itself (no SMS_GATEWAY_URL
 * is set), as /api/health describes it.
 */
async function gatewayUrl(request: APIRequestContext): Promise<string> {
  const health = (await (await request.get('/api/health')).json()) as {
    data?: { outerSystems?: Record<string, string> };
    outerSystems?: Record<string, string>;
  };
  const description = (health.data ?? health).outerSystems?.smsGateway ?? '';
  const url = /the local SMS gateway at (http:\/\/[^\s,]+)/.exec(description)?.[1];
  if (!url) throw new Error(`the server names no local SMS gateway: "${description}"`);
  return url;
}

/** The verification code the gateway last kept for `phone`: what its holder would read. */
export async function lastCodeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  const messages = new URL('/control/messages', await gatewayUrl(request));
  messages.searchParams.set('phone', phone);
  const kept = (await (await fetch(messages)).json()) as { messages: Array<{ params: { code?: string } }> };
  const code = kept.messages.at(-1)?.params.code;
  if (!code) throw new Error(`the SMS gateway kept no code for ${phone}`);
  return code;
}
