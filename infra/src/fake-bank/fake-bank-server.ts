import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FakeSuperviseBank, type FakeBankSettings } from './fake-bank';
import type { FakeBankBehaviour, FakeNotificationBehaviour } from './fake-bank-behaviour';
import type { ConsumerPayment } from './fake-bank-charges';
import type { InstructionOutcome } from './fake-bank-instructions';
import type { FakePayment } from './fake-bank-micro-deposits';
import type { ChargeNotice, NoticeDelivery } from './fake-bank-notifier';
import { type Answer, apiRoutes, controlRoutes, type FileAnswer } from './fake-bank-routes';
import type { DailyStatement } from './fake-bank-statement';

// The files of this folder import each other by relative path: the console's end-to-end setup
// (compiled with the console's tsconfig, which has no @infra alias) starts this bank too.

export interface FakeBankOptions extends FakeBankSettings {
  port?: number;
  host?: string;
}

/** The bank as tests hold it: what its control endpoints do, as methods, and its own records. */
export interface FakeBank {
  url: string;
  supervisedAccountNo: string;
  /** Every micro-deposit paid, once per request id. */
  payments(): FakePayment[];
  /** How many micro-deposit calls arrived, repeats included. */
  calls(): number;
  setBehaviour(behaviour: FakeBankBehaviour): void;
  setNotificationBehaviour(behaviour: FakeNotificationBehaviour): void;
  /** Refuses the next `times` new transfers or refunds for good, whatever the balance. */
  refuseNextInstructions(times: number): void;
  /** A consumer pays into the supervised account: credited, booked, and notified to the product. */
  receivePayment(payment: ConsumerPayment): ChargeNotice;
  /** Where the next notices go (the product's URL once it listens). */
  notifyTo(url: string): void;
  /** The date transfers and refunds are valued at from now on; undefined: today's. */
  setBusinessDate(date: string | undefined): void;
  balanceOf(accountNo: string): number;
  /** Transfers and refunds that moved money, in order. */
  executed(): InstructionOutcome[];
  /** How many times each serial arrived, repeats and failed calls included. */
  arrivals(): Record<string, number>;
  notifications(): NoticeDelivery[];
  statement(date: string): DailyStatement;
  /** Forgets every record, balance and switch (the notification URL stays). */
  reset(): void;
  close(): Promise<void>;
}

/**
 * The supervise bank for development and tests (`npm start` runs one when SUPERVISE_BANK_URL is
 * not set), over HTTP: its API (fake-bank-routes.ts) answers as the behaviour switch says —
 * at once, late, 503 without executing, or executing and then answering late or closing the
 * connection; its control endpoints under /control/ serve tests and the simulator.
 */
export async function startFakeBank(options: FakeBankOptions = {}): Promise<FakeBank> {
  const bank = new FakeSuperviseBank(options);
  const api = apiRoutes(bank);
  const control = controlRoutes(bank);

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = (answer: Answer) => {
      if (response.destroyed) return;
      if ('file' in answer) return void sendFile(response, answer).catch(() => response.destroy());
      response
        .writeHead(answer.httpStatus, { 'content-type': 'application/json', ...answer.headers })
        .end(JSON.stringify(answer.body));
    };
    const body = request.method === 'POST' ? await readJson(request) : {};
    const url = new URL(request.url ?? '/', 'http://bank');
    const call = `${request.method} ${url.pathname}`;
    for (const { route, arrive, answer } of api) {
      const match = route.exec(call);
      if (!match) continue;
      arrive?.(body);
      const { mode, delayMs } = bank.behaviour.next();
      if (mode === 'fail') return send({ httpStatus: 503, body: { error: 'bank unavailable' } });
      const answered = answer(body, decodeURIComponent(match[1] ?? ''));
      if (mode === 'drop') return void response.destroy();
      if (mode === 'normal') return send(answered);
      return bank.timers.later(delayMs ?? (mode === 'timeout' ? 60_000 : 200), () => send(answered));
    }
    const controlCall = control[call];
    if (!controlCall) return send({ httpStatus: 404, body: { error: 'not found' } });
    send(controlCall(body) ?? { httpStatus: 200, body: {} });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const { microDeposits, instructions, notifier, accounts, journal } = bank;
  return {
    url: `http://${host}:${port}`,
    supervisedAccountNo: bank.supervisedAccountNo,
    payments: () => microDeposits.payments(),
    calls: () => microDeposits.calls(),
    setBehaviour: (next) => bank.behaviour.set(next),
    setNotificationBehaviour: (next) => notifier.setBehaviour(next),
    refuseNextInstructions: (times) => instructions.refuseNext(times),
    receivePayment(payment) {
      const notice = bank.charges.receive(payment);
      if (!notice) throw new Error(`the fake bank cannot receive ${JSON.stringify(payment)}`);
      return notice;
    },
    notifyTo: (url) => notifier.notifyTo(url),
    setBusinessDate: (date) => bank.clock.setBusinessDate(date),
    balanceOf: (accountNo) => accounts.balanceOf(accountNo),
    executed: () => instructions.executed(),
    arrivals: () => instructions.arrivals(),
    notifications: () => notifier.deliveries(),
    statement: (date) => journal.statement(date),
    reset: () => bank.reset(),
    async close() {
      bank.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Writes the file's pieces as the connection takes them, never the whole file in memory. */
async function sendFile(response: ServerResponse, { file, contentType }: FileAnswer): Promise<void> {
  response.writeHead(200, { 'content-type': contentType });
  await pipeline(Readable.from(file), response);
}

async function readJson(request: IncomingMessage): Promise<object> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}
