import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chargeNotifyPath } from '@services/money/supervise-bank/supervise-bank.settings';

/** One notification as it arrived: the raw body and its signature header. */
export interface ReceivedNotice {
  path: string | undefined;
  rawBody: string;
  signature: string | undefined;
  at: number;
}

export interface NoticeReceiver {
  /** The receiver's charge-notify URL; it takes notices at any path. */
  url: string;
  port: number;
  received: ReceivedNotice[];
  /** The statuses the next notifications are answered with, in order; 200 once they run out. */
  answerNextWith(...statuses: number[]): void;
  close(): Promise<void>;
}

/**
 * A stand-in for the product's charge-notify endpoint in the bank's contract tests: it keeps
 * what arrives, byte for byte, and answers as the test plans.
 */
export async function startNoticeReceiver(): Promise<NoticeReceiver> {
  const received: ReceivedNotice[] = [];
  const planned: number[] = [];
  const server = createServer((request, response) => {
    void rawBody(request).then((body) => {
      received.push({
        path: request.url,
        rawBody: body,
        signature: request.headers['x-bank-signature'] as string,
        at: Date.now(),
      });
      response.writeHead(planned.shift() ?? 200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${chargeNotifyPath}`,
    port,
    received,
    answerNextWith: (...statuses) => void planned.push(...statuses),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function rawBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
