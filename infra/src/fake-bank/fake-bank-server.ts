import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake bank answers the next payment calls, set through POST /control/behaviour:
 * - normal: pays and answers at once;
 * - delay: pays, answers after delayMs;
 * - fail: pays nothing, answers 503;
 * - timeout: pays, then answers only after delayMs (default one minute) — the case where the
 *   caller gives up not knowing the money moved.
 * `times` limits how many calls it applies to before the bank is normal again.
 */
export interface FakeBankBehaviour {
  mode: 'normal' | 'delay' | 'fail' | 'timeout';
  delayMs?: number;
  times?: number;
}

export interface FakePayment {
  requestId: string;
  accountNo: string;
  accountName: string;
  amount: string;
  bankSerialNo: string;
  paidAt: string;
}

export interface FakeBank {
  url: string;
  /** Every payment made, once per request id. */
  payments(): FakePayment[];
  /** How many payment calls arrived, repeats included. */
  calls(): number;
  setBehaviour(behaviour: FakeBankBehaviour): void;
  reset(): void;
  close(): Promise<void>;
}

/**
 * A supervise bank for development and tests (`npm start` runs one when SUPERVISE_BANK_URL is not
 * set). POST /micro-deposits pays a request id once: a repeat answers the first payment, a repeat
 * with another amount or account is refused with 409. Control endpoints under /control/ let a
 * test make it slow, failing or silent, and read what it paid.
 */
export async function startFakeBank(port = 0, host = '127.0.0.1'): Promise<FakeBank> {
  const paid = new Map<string, FakePayment>();
  let behaviour: FakeBankBehaviour = { mode: 'normal' };
  let calls = 0;
  const pending = new Set<NodeJS.Timeout>();
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      pending.delete(timer);
      work();
    }, ms);
    pending.add(timer);
  };

  function nextBehaviour(): FakeBankBehaviour {
    const current = behaviour;
    if (current.times !== undefined) {
      const times = current.times - 1;
      behaviour = times > 0 ? { ...current, times } : { mode: 'normal' };
    }
    return current;
  }

  function pay(body: Partial<FakePayment>): { status: number; answer: object } {
    const { requestId, accountNo, accountName, amount } = body;
    if (!requestId || !accountNo || !accountName || !/^0\.(0[1-9]|[1-9]\d)$/.test(amount ?? ''))
      return { status: 400, answer: { error: 'invalid request' } };
    const earlier = paid.get(requestId);
    if (earlier) {
      if (earlier.amount !== amount || earlier.accountNo !== accountNo)
        return { status: 409, answer: { error: 'request id reused for another payment' } };
      return { status: 200, answer: earlier };
    }
    const payment = {
      requestId,
      accountNo,
      accountName,
      amount: amount!,
      bankSerialNo: randomUUID().replace(/-/g, ''),
      paidAt: new Date().toISOString(),
    };
    paid.set(requestId, payment);
    return { status: 200, answer: payment };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (status: number, answer: object) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    };
    const body = request.method === 'POST' ? await readJson(request) : {};
    const path = new URL(request.url ?? '/', 'http://bank').pathname;
    if (request.method === 'POST' && path === '/micro-deposits') {
      calls++;
      const { mode, delayMs } = nextBehaviour();
      if (mode === 'fail') return send(503, { error: 'bank unavailable' });
      const { status, answer } = pay(body as Partial<FakePayment>);
      if (mode === 'normal') return send(status, answer);
      return later(delayMs ?? (mode === 'timeout' ? 60_000 : 200), () => send(status, answer));
    }
    if (request.method === 'POST' && path === '/control/behaviour') {
      behaviour = body as FakeBankBehaviour;
      return send(200, behaviour);
    }
    if (request.method === 'POST' && path === '/control/reset') {
      paid.clear();
      calls = 0;
      behaviour = { mode: 'normal' };
      return send(200, {});
    }
    if (request.method === 'GET' && path === '/control/payments')
      return send(200, { calls, payments: [...paid.values()] });
    send(404, { error: 'not found' });
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${bound}`,
    payments: () => [...paid.values()],
    calls: () => calls,
    setBehaviour: (next) => void (behaviour = next),
    reset() {
      paid.clear();
      calls = 0;
      behaviour = { mode: 'normal' };
    },
    async close() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  } catch {
    return {};
  }
}
