import { createHmac } from 'node:crypto';
import { BehaviourSwitch, type FakeNotificationBehaviour } from './fake-bank-behaviour';
import type { FakeBankTimers } from './fake-bank-timers';

/** The notice of a charge into the supervised account: the body the product receives. */
export interface ChargeNotice {
  bankSerial: string;
  paymentNo: string;
  /** The supervised account. */
  accountNo: string;
  payerName: string;
  /** Integer fen. */
  amount: number;
  valueDate: string;
  notifiedAt: string;
}

/** One delivery of a notice and how it went. */
export interface NoticeDelivery {
  notice: ChargeNotice;
  attempts: number;
  /** The HTTP status of each attempt; 0 when no answer came. */
  answers: number[];
  state: 'sending' | 'delivered' | 'given up';
}

export interface NotifierOptions {
  /** Where notices go; without one they are kept, undelivered, until `notifyTo`. */
  url?: string;
  /** The shared secret of the X-Bank-Signature HMAC. */
  secret: string;
  /** Attempts of one delivery before the bank gives up on it. */
  attempts: number;
  /** Wait before the first retry, doubled for every further one. */
  backoffMs: number;
}

/** Lowercase hex HMAC-SHA256 of the exact body bytes: the X-Bank-Signature header. */
export function signNotice(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** A receiver that does not answer within this long counts as a failed attempt. */
const attemptTimeoutMs = 5000;

/**
 * Sends charge notices to the product: POST {url} with the signed JSON body, retried with
 * doubling backoff until a 2xx or the attempts run out. The notification switches make the next
 * notices come twice, late (or held until released), or with a wrong amount. Every delivery is kept for tests to read.
 */
export class FakeBankNotifier {
  private readonly behaviour = new BehaviourSwitch<FakeNotificationBehaviour>({ mode: 'normal' });
  private readonly sent: NoticeDelivery[] = [];
  /** Notices in 'held' mode, sent when released. */
  private readonly held: ChargeNotice[] = [];
  private readonly stopped = new AbortController();

  constructor(
    private readonly options: NotifierOptions,
    private readonly timers: FakeBankTimers,
  ) {}

  notifyTo(url: string): void {
    this.options.url = url;
  }

  setBehaviour(behaviour: FakeNotificationBehaviour): void {
    this.behaviour.set(behaviour);
  }

  /** Sends the notice of a charge as the switches say; delivery goes on in the background. */
  notify(notice: ChargeNotice): void {
    const { mode, delayMs, wrongByFen } = this.behaviour.next();
    if (mode === 'wrongAmount') notice = { ...notice, amount: notice.amount + (wrongByFen ?? 100) };
    const copies = mode === 'twice' ? 2 : 1;
    const send = () => {
      for (let copy = 0; copy < copies; copy++) void this.deliver(notice);
    };
    if (mode === 'late') this.timers.later(delayMs ?? 2000, send);
    else if (mode === 'held') this.held.push(notice);
    else send();
  }

  /** Sends every held notice, in the order they were held; answers how many. */
  releaseHeld(): number {
    const released = this.held.splice(0);
    for (const notice of released) void this.deliver(notice);
    return released.length;
  }

  deliveries(): NoticeDelivery[] {
    return this.sent.map((delivery) => ({ ...delivery, answers: [...delivery.answers] }));
  }

  clear(): void {
    this.sent.length = 0;
    this.held.length = 0;
    this.behaviour.reset();
  }

  /** Stops every delivery under way. */
  stop(): void {
    this.stopped.abort();
  }

  private async deliver(notice: ChargeNotice): Promise<void> {
    const delivery: NoticeDelivery = { notice, attempts: 0, answers: [], state: 'sending' };
    this.sent.push(delivery);
    const body = JSON.stringify(notice);
    const { secret, attempts, backoffMs } = this.options;
    for (let attempt = 1; attempt <= attempts && !this.stopped.signal.aborted; attempt++) {
      if (attempt > 1) await this.timers.sleep(backoffMs * 2 ** (attempt - 2));
      delivery.attempts = attempt;
      const status = await this.post(body, signNotice(body, secret));
      delivery.answers.push(status);
      if (status >= 200 && status < 300) {
        delivery.state = 'delivered';
        return;
      }
    }
    delivery.state = 'given up';
  }

  /** One attempt: the receiver's HTTP status, or 0 when there is no receiver or no answer. */
  private async post(body: string, signature: string): Promise<number> {
    if (!this.options.url) return 0;
    try {
      const answer = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bank-signature': signature },
        body,
        signal: AbortSignal.any([this.stopped.signal, AbortSignal.timeout(attemptTimeoutMs)]),
      });
      await answer.arrayBuffer();
      return answer.status;
    } catch {
      return 0;
    }
  }
}
