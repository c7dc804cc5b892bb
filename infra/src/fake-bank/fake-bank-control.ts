import type { FakeNotificationBehaviour } from './fake-bank-behaviour';
import type { ConsumerPayment } from './fake-bank-charges';
import type { FakePayment } from './fake-bank-micro-deposits';
import type { ChargeNotice } from './fake-bank-notifier';

/**
 * The fake bank's control endpoints (fake-bank-routes.ts) over HTTP, for a process other than
 * the one that runs the bank: the simulator and the browser tests have consumers pay, bend the
 * bank's next notices and answers and read the micro-deposits it paid, as `FakeBank`'s methods
 * do for a test in the bank's process.
 */
export class FakeBankControl {
  constructor(private readonly url: string) {}

  /** A consumer pays into the supervised account: credited, booked, and notified to the product. */
  receivePayment(payment: ConsumerPayment): Promise<ChargeNotice> {
    return this.call<ChargeNotice>('POST', '/control/charges', payment);
  }

  /** How the next notices go out (twice, late, with a wrong amount). */
  async setNotificationBehaviour(behaviour: FakeNotificationBehaviour): Promise<void> {
    await this.call('POST', '/control/notification-behaviour', behaviour);
  }

  /** Refuses the next `times` new transfers or refunds for good, whatever the balance. */
  async refuseNextInstructions(times: number): Promise<void> {
    await this.call('POST', '/control/refusals', { times });
  }

  /** The date the bank values transfers and refunds at from now on; undefined: today's. */
  async setBusinessDate(date: string | undefined): Promise<void> {
    await this.call('POST', '/control/business-date', { date });
  }

  /** Sends the notices held back (mode 'held'); answers how many went. */
  async releaseHeldNotices(): Promise<number> {
    return (await this.call<{ released: number }>('POST', '/control/notices/release')).released;
  }

  /** Every micro-deposit paid, once per request id. */
  async payments(): Promise<FakePayment[]> {
    return (await this.call<{ payments: FakePayment[] }>('GET', '/control/payments')).payments;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const answer = await fetch(new URL(path, this.url), {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    if (!answer.ok)
      throw new Error(`the fake bank answered ${method} ${path} with ${answer.status}: ${text}`);
    return JSON.parse(text || '{}') as T;
  }
}
