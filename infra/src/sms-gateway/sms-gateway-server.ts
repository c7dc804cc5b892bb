import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, readBody, startLoopbackServer } from '@infra/loopback/loopback-server';

/** One message as the gateway was asked to send it. */
export interface GatewayMessage {
  phone: string;
  /** The template code the message uses. */
  template: string;
  params: Record<string, string>;
  signName: string | null;
  sentAt: string;
}

/**
 * How the gateway answers the next sends, set through POST /control/behaviour: normal, or fail
 * (answers 503 and keeps nothing). `times` limits how many sends it applies to.
 */
export interface SmsGatewayBehaviour {
  mode: 'normal' | 'fail';
  times?: number;
}

export interface LocalSmsGateway {
  url: string;
  /** What it was asked to send, oldest first; only those to `phone` when given. */
  messages(phone?: string): GatewayMessage[];
  setBehaviour(behaviour: SmsGatewayBehaviour): void;
  /** Forgets every message and is normal again. */
  reset(): void;
  close(): Promise<void>;
}

/** Keeps the latest messages only, so that a long-running development server stays small. */
const keptMessages = 1000;

/**
 * An SMS gateway for development and tests (`npm start` runs one when SMS_GATEWAY_URL is not
 * set): POST /send { phones, template, params, signName } keeps one message per phone and sends
 * nothing anywhere. GET /control/messages?phone= reads them back (a developer opens it in a
 * browser to read a verification code); POST /control/behaviour makes it fail on purpose and
 * POST /control/reset forgets everything.
 */
export async function startLocalSmsGateway(port = 0, host = '127.0.0.1'): Promise<LocalSmsGateway> {
  let kept: GatewayMessage[] = [];
  let behaviour: SmsGatewayBehaviour = { mode: 'normal' };

  function nextBehaviour(): SmsGatewayBehaviour {
    const current = behaviour;
    if (current.times !== undefined) {
      const times = current.times - 1;
      behaviour = times > 0 ? { ...current, times } : { mode: 'normal' };
    }
    return current;
  }

  function keep(body: Record<string, unknown>): boolean {
    const { phones, template, params, signName } = body;
    if (!Array.isArray(phones) || phones.length === 0 || typeof template !== 'string') return false;
    const sentAt = new Date().toISOString();
    for (const phone of phones) {
      kept.push({
        phone: String(phone),
        template,
        params: (params ?? {}) as Record<string, string>,
        signName: typeof signName === 'string' ? signName : null,
        sentAt,
      });
    }
    kept = kept.slice(-keptMessages);
    return true;
  }

  function reset(): void {
    kept = [];
    behaviour = { mode: 'normal' };
  }

  const messagesTo = (phone?: string) => kept.filter((message) => !phone || message.phone === phone);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (status: number, answer: object) => answerJson(response, status, answer);
    const body = request.method === 'POST' ? await readJson(request) : {};
    const url = new URL(request.url ?? '/', 'http://gateway');
    if (request.method === 'POST' && url.pathname === '/send') {
      if (nextBehaviour().mode === 'fail') return send(503, { error: 'gateway failing on purpose' });
      return keep(body) ? send(200, { accepted: true }) : send(400, { error: 'invalid message' });
    }
    if (request.method === 'POST' && url.pathname === '/control/behaviour') {
      behaviour = body as unknown as SmsGatewayBehaviour;
      return send(200, behaviour);
    }
    if (request.method === 'POST' && url.pathname === '/control/reset') {
      reset();
      return send(200, {});
    }
    if (request.method === 'GET' && url.pathname === '/control/messages')
      return send(200, { messages: messagesTo(url.searchParams.get('phone') ?? undefined) });
    send(404, { error: 'not found' });
  }

  const server = await startLoopbackServer(handle, port, host);
  return {
    url: server.url,
    messages: messagesTo,
    setBehaviour: (next) => void (behaviour = next),
    reset,
    close: () => server.close(),
  };
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(request);
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
