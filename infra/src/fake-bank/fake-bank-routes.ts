import type { FakeSuperviseBank } from './fake-bank';
import type { FakeBankBehaviour, FakeNotificationBehaviour } from './fake-bank-behaviour';
import type { FakeInstruction } from './fake-bank-instructions';
import type { FakePayment } from './fake-bank-micro-deposits';
import { isValueDate } from './fake-bank-values';

/** A route's answer: a status and a JSON body, or a file sent in pieces as they are written. */
export type Answer = { httpStatus: number; body: object; headers?: Record<string, string> } | FileAnswer;

export interface FileAnswer {
  httpStatus: 200;
  file: Iterable<Uint8Array>;
  contentType: string;
}

/** A call of the bank's API, matched on "METHOD /path" with its one parameter captured. */
export interface ApiRoute {
  route: RegExp;
  /** Records the call's arrival, whatever the behaviour switch then does with it. */
  arrive?(body: object): void;
  answer(body: object, param: string): Answer;
}

const ok = (body: object): Answer => ({ httpStatus: 200, body });
const invalidDate: Answer = { httpStatus: 400, body: { error: 'invalid date' } };

/**
 * The bank's API, which the product's adapter speaks; every call of it is subject to the
 * behaviour switch:
 * - POST /micro-deposits: pays a merchant's verification amount, once per request id;
 * - POST /transfers, POST /refunds: pays out of the supervised account, once per serial;
 * - GET /instructions/{serial}: executed, refused or unknown;
 * - GET /statements/{YYYY-MM-DD}: the supervised account's daily statement, its balances and
 *   how many lines it holds;
 * - GET /statements/{YYYY-MM-DD}/lines: its lines, as the statement file (CSV, see
 *   FakeBankJournal.file), however many millions, streamed as it is written.
 */
export function apiRoutes({ microDeposits, instructions, journal, clock }: FakeSuperviseBank): ApiRoute[] {
  return [
    {
      route: /^POST \/micro-deposits$/,
      arrive: () => microDeposits.arrive(),
      answer: (body) => microDeposits.pay(body as Partial<FakePayment>, clock.instant()),
    },
    ...(['transfer', 'refund'] as const).map((kind) => ({
      route: new RegExp(`^POST /${kind}s$`),
      arrive: (body: object) => instructions.arrive(body as Partial<FakeInstruction>),
      answer: (body: object) => instructions.submit(kind, body as Partial<FakeInstruction>),
    })),
    {
      route: /^GET \/instructions\/([^/]+)$/,
      answer: (_, serial) => ok(instructions.statusOf(serial)),
    },
    {
      route: /^GET \/statements\/([^/]+)$/,
      answer: (_, date) => (isValueDate(date) ? ok(journal.summary(date)) : invalidDate),
    },
    {
      route: /^GET \/statements\/([^/]+)\/lines$/,
      answer: (_, date) =>
        isValueDate(date)
          ? { httpStatus: 200, file: journal.file(date), contentType: 'text/csv; charset=utf-8' }
          : invalidDate,
    },
  ];
}

/**
 * Control endpoints, "METHOD /path", for tests and the simulator: what the FakeBank handle's
 * methods do, over HTTP. A route without an answer of its own answers 200 {}.
 */
export function controlRoutes(bank: FakeSuperviseBank): Record<string, (body: object) => Answer | void> {
  const { behaviour, notifier, clock, microDeposits, instructions, accounts, supervisedAccountNo } = bank;
  return {
    'POST /control/behaviour': (body) => behaviour.set(body as FakeBankBehaviour),
    'POST /control/notification-behaviour': (body) =>
      notifier.setBehaviour(body as FakeNotificationBehaviour),
    'POST /control/notices/release': () => ok({ released: notifier.releaseHeld() }),
    'POST /control/notify-url': (body) => notifier.notifyTo((body as { url: string }).url),
    'POST /control/business-date': (body) => clock.setBusinessDate((body as { date?: string }).date),
    'POST /control/charges': (body) => {
      const notice = bank.charges.receive(body);
      return notice ? ok(notice) : { httpStatus: 400, body: { error: 'invalid payment' } };
    },
    'POST /control/refusals': (body) => instructions.refuseNext((body as { times?: number }).times ?? 1),
    'POST /control/reset': () => bank.reset(),
    'GET /control/payments': () => ok({ calls: microDeposits.calls(), payments: microDeposits.payments() }),
    'GET /control/instructions': () =>
      ok({
        arrivals: instructions.arrivals(),
        executed: instructions.executed(),
        decided: instructions.decided(),
      }),
    'GET /control/notifications': () => ok({ deliveries: notifier.deliveries() }),
    'GET /control/accounts': () => ok({ supervisedAccountNo, balances: accounts.all() }),
  };
}
