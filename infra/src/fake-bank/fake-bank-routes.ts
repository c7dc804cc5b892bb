import type { FakeSuperviseBank } from './fake-bank';
import type { FakeBankBehaviour, FakeNotificationBehaviour } from './fake-bank-behaviour';
import type { FakeInstruction } from './fake-bank-instructions';
import type { FakePayment } from './fake-bank-micro-deposits';
import { statementPageLimit } from './fake-bank-statement';
import { isValueDate } from './fake-bank-values';

/** A route's answer: a status and a JSON body. */
export interface Answer {
  httpStatus: number;
  body: object;
  headers?: Record<string, string>;
}

/** A call of the bank's API, matched on "METHOD /path" with its one parameter captured. */
export interface ApiRoute {
  route: RegExp;
  /** Records the call's arrival, whatever the behaviour switch then does with it. */
  arrive?(body: object): void;
  answer(body: object, param: string, query: URLSearchParams): Answer;
}

const ok = (body: object): Answer => ({ httpStatus: 200, body });

/**
 * The bank's API, which the product's adapter speaks; every call of it is subject to the
 * behaviour switch:
 * - POST /micro-deposits: pays a merchant's verification amount, once per request id;
 * - POST /transfers, POST /refunds: pays out of the supervised account, once per serial;
 * - GET /instructions/{serial}: executed, refused or unknown;
 * - GET /statements/{YYYY-MM-DD}?after={cursor}&limit={n}: a page of the supervised account's
 *   daily statement (its balances, at most `limit` lines from the cursor, and the next cursor,
 *   also in the Statement-Next header, empty on the last page: a reader can ask for the next page
 *   before it has read this one).
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
      answer: (_, date, query) => {
        const from = Number(query.get('after') ?? 0);
        const limit = Math.min(Number(query.get('limit') ?? statementPageLimit), statementPageLimit);
        if (
          !isValueDate(date) ||
          !Number.isSafeInteger(from) ||
          from < 0 ||
          !Number.isSafeInteger(limit) ||
          limit <= 0
        )
          return { httpStatus: 400, body: { error: 'invalid date or page' } };
        const page = journal.page(date, from, limit);
        return { ...ok(page), headers: { 'statement-next': page.next ?? '' } };
      },
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
