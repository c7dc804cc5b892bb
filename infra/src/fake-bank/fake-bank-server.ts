import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FakeBankAccounts } from './fake-bank-accounts';
import {
  BehaviourSwitch,
  type FakeBankBehaviour,
  type FakeNotificationBehaviour,
} from './fake-bank-behaviour';
import { FakeBankCharges, type ConsumerPayment } from './fake-bank-charges';
import { FakeBankClock } from './fake-bank-clock';
import { FakeBankInstructions, type InstructionOutcome } from './fake-bank-instructions';
import { FakeBankMicroDeposits, type FakePayment } from './fake-bank-micro-deposits';
import { type ChargeNotice, FakeBankNotifier, type NoticeDelivery } from './fake-bank-notifier';
import { type DailyStatement, FakeBankJournal } from './fake-bank-statement';
import { FakeBankTimers } from './fake-bank-timers';
import { isValueDate } from './fake-bank-values';

// The files of this folder import each other by relative path: the console's end-to-end setup
// (compiled with the console's tsconfig, which has no @infra alias) starts this bank too.

export interface FakeBankOptions {
  port?: number;
  host?: string;
  /** The platform's supervised account at this bank. */
  supervisedAccountNo?: string;
  /** Where charge notices go; `notifyTo` sets or changes it later. */
  notifyUrl?: string;
  /** The shared secret of the notices' X-Bank-Signature (default `fake-bank-notify-secret`). */
  notifySecret?: string;
  /** Attempts of one notice before the bank gives up on it (default 8). */
  notifyAttempts?: number;
  /** Wait before a notice's first retry, doubled for every further one (default 500 ms). */
  notifyBackoffMs?: number;
  /** The bank's clock (the system's by default). */
  now?: () => Date;
}

export const defaultSupervisedAccountNo = '6222020200000000001';
export const defaultNotifySecret = 'fake-bank-notify-secret';

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
  /** A consumer pays into the supervised account: credited, booked, and notified to the product. */
  receivePayment(payment: ConsumerPayment): ChargeNotice;
  /** Where the next notices go (the product's URL once it listens). */
  notifyTo(url: string): void;
  /** The date transfers and refunds are valued at from now on; undefined: today's. */
  setBusinessDate(date: string | undefined): void;
  balanceOf(accountNo: string): number;
  /** Transfers and refunds that moved money, in order. */
  executed(): InstructionOutcome[];
  /** How many times each serial arrived, repeats included. */
  arrivals(): Record<string, number>;
  notifications(): NoticeDelivery[];
  statement(date: string): DailyStatement;
  /** Forgets every record, balance and switch (the notification URL stays). */
  reset(): void;
  close(): Promise<void>;
}

/** A route's answer: a status and a JSON body. */
interface Answer {
  httpStatus: number;
  body: object;
}

/** A call of the bank's API: "METHOD /path" with its parameter captured. */
interface ApiRoute {
  route: RegExp;
  /** Records the call's arrival, whatever the behaviour switch then does with it. */
  arrive?(body: never): void;
  answer(body: never, param: string): Answer;
}

/**
 * The supervise bank for development and tests (`npm start` runs one when SUPERVISE_BANK_URL is
 * not set). Its API, which the product's adapter speaks:
 * - POST /micro-deposits: pays a merchant's verification amount, once per request id;
 * - POST /transfers, POST /refunds: pays out of the supervised account, once per serial;
 * - GET /instructions/{serial}: executed, refused or unknown;
 * - GET /statements/{YYYY-MM-DD}: the supervised account's daily statement.
 * Every call of the API is subject to the behaviour switch. Control endpoints under /control/
 * are for tests and the simulator: receive a consumer's payment (then notify it), set the
 * switches, the notification URL and the business date, read the bank's own records.
 */
export async function startFakeBank(options: FakeBankOptions = {}): Promise<FakeBank> {
  const supervisedAccountNo = options.supervisedAccountNo ?? defaultSupervisedAccountNo;
  const timers = new FakeBankTimers();
  const clock = new FakeBankClock(options.now);
  const accounts = new FakeBankAccounts();
  const journal = new FakeBankJournal(supervisedAccountNo);
  const notifier = new FakeBankNotifier(
    {
      url: options.notifyUrl,
      secret: options.notifySecret ?? defaultNotifySecret,
      attempts: options.notifyAttempts ?? 8,
      backoffMs: options.notifyBackoffMs ?? 500,
    },
    timers,
  );
  const charges = new FakeBankCharges(supervisedAccountNo, accounts, journal, clock, notifier);
  const instructions = new FakeBankInstructions(supervisedAccountNo, accounts, journal, clock);
  const microDeposits = new FakeBankMicroDeposits();
  const behaviour = new BehaviourSwitch<FakeBankBehaviour>({ mode: 'normal' });

  const receivePayment = (payment: Partial<ConsumerPayment>): Answer => {
    const notice = charges.receive(payment);
    return notice
      ? { httpStatus: 200, body: notice }
      : { httpStatus: 400, body: { error: 'invalid payment' } };
  };
  const reset = () => {
    accounts.clear();
    journal.clear();
    instructions.clear();
    microDeposits.clear();
    notifier.clear();
    behaviour.reset();
    clock.setBusinessDate(undefined);
  };

  /** The bank's API: each call answers as the behaviour switch says. */
  const api: ApiRoute[] = [
    {
      route: /^POST \/micro-deposits$/,
      arrive: () => microDeposits.arrive(),
      answer: (body: Partial<FakePayment>) => microDeposits.pay(body, clock.instant()),
    },
    {
      route: /^POST \/transfers$/,
      arrive: (body: object) => instructions.arrive(body),
      answer: (body: object) => instructions.submit('transfer', body),
    },
    {
      route: /^POST \/refunds$/,
      arrive: (body: object) => instructions.arrive(body),
      answer: (body: object) => instructions.submit('refund', body),
    },
    {
      route: /^GET \/instructions\/([^/]+)$/,
      answer: (_, serial) => ({ httpStatus: 200, body: instructions.statusOf(serial) }),
    },
    {
      route: /^GET \/statements\/([^/]+)$/,
      answer: (_, date) =>
        isValueDate(date)
          ? { httpStatus: 200, body: journal.statement(date) }
          : { httpStatus: 400, body: { error: 'invalid date' } },
    },
  ];
  const control: Record<string, (body: never) => Answer | void> = {
    'POST /control/behaviour': (body: FakeBankBehaviour) => behaviour.set(body),
    'POST /control/notification-behaviour': (body: FakeNotificationBehaviour) => notifier.setBehaviour(body),
    'POST /control/notify-url': (body: { url: string }) => notifier.notifyTo(body.url),
    'POST /control/business-date': (body: { date?: string }) => clock.setBusinessDate(body.date),
    'POST /control/charges': receivePayment,
    'POST /control/reset': reset,
    'GET /control/payments': () => ({
      httpStatus: 200,
      body: { calls: microDeposits.calls(), payments: microDeposits.payments() },
    }),
    'GET /control/instructions': () => ({
      httpStatus: 200,
      body: {
        arrivals: instructions.arrivals(),
        executed: instructions.executed(),
        decided: instructions.decided(),
      },
    }),
    'GET /control/notifications': () => ({ httpStatus: 200, body: { deliveries: notifier.deliveries() } }),
    'GET /control/accounts': () => ({
      httpStatus: 200,
      body: { supervisedAccountNo, balances: accounts.all() },
    }),
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const send = ({ httpStatus, body }: Answer) => {
      if (response.destroyed) return;
      response.writeHead(httpStatus, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const body = request.method === 'POST' ? await readJson(request) : {};
    const path = new URL(request.url ?? '/', 'http://bank').pathname;
    for (const { route, arrive, answer: call } of api) {
      const match = route.exec(`${request.method} ${path}`);
      if (!match) continue;
      arrive?.(body as never);
      const { mode, delayMs } = behaviour.next();
      if (mode === 'fail') return send({ httpStatus: 503, body: { error: 'bank unavailable' } });
      const answer = call(body as never, decodeURIComponent(match[1] ?? ''));
      if (mode === 'drop') return void response.destroy();
      if (mode === 'normal') return send(answer);
      return timers.later(delayMs ?? (mode === 'timeout' ? 60_000 : 200), () => send(answer));
    }
    const controlCall = control[`${request.method} ${path}`];
    if (!controlCall) return send({ httpStatus: 404, body: { error: 'not found' } });
    send(controlCall(body as never) ?? { httpStatus: 200, body: {} });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    supervisedAccountNo,
    payments: () => microDeposits.payments(),
    calls: () => microDeposits.calls(),
    setBehaviour: (next) => behaviour.set(next),
    setNotificationBehaviour: (next) => notifier.setBehaviour(next),
    receivePayment(payment) {
      const notice = charges.receive(payment);
      if (!notice) throw new Error(`the fake bank cannot receive ${JSON.stringify(payment)}`);
      return notice;
    },
    notifyTo: (url) => notifier.notifyTo(url),
    setBusinessDate: (date) => clock.setBusinessDate(date),
    balanceOf: (accountNo) => accounts.balanceOf(accountNo),
    executed: () => instructions.executed(),
    arrivals: () => instructions.arrivals(),
    notifications: () => notifier.deliveries(),
    statement: (date) => journal.statement(date),
    reset,
    async close() {
      notifier.stop();
      timers.clear();
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
