import { FakeBankAccounts } from './fake-bank-accounts';
import { BehaviourSwitch, type FakeBankBehaviour } from './fake-bank-behaviour';
import { FakeBankCharges } from './fake-bank-charges';
import { FakeBankClock } from './fake-bank-clock';
import { FakeBankInstructions } from './fake-bank-instructions';
import { FakeBankMicroDeposits } from './fake-bank-micro-deposits';
import { FakeBankNotifier } from './fake-bank-notifier';
import { FakeBankJournal } from './fake-bank-statement';
import { FakeBankTimers } from './fake-bank-timers';

export interface FakeBankSettings {
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

/**
 * The fake supervise bank's parts wired together, without HTTP: the supervised account's
 * charges and instructions share its accounts, journal and clock; the switch decides how the
 * API answers. The HTTP server (fake-bank-server.ts) and its routes (fake-bank-routes.ts) sit
 * on top.
 */
export class FakeSuperviseBank {
  readonly supervisedAccountNo: string;
  readonly timers = new FakeBankTimers();
  readonly clock: FakeBankClock;
  readonly accounts = new FakeBankAccounts();
  readonly journal: FakeBankJournal;
  readonly notifier: FakeBankNotifier;
  readonly charges: FakeBankCharges;
  readonly instructions: FakeBankInstructions;
  readonly microDeposits = new FakeBankMicroDeposits();
  readonly behaviour = new BehaviourSwitch<FakeBankBehaviour>({ mode: 'normal' });

  constructor(settings: FakeBankSettings) {
    const supervisedAccountNo = settings.supervisedAccountNo ?? defaultSupervisedAccountNo;
    this.supervisedAccountNo = supervisedAccountNo;
    this.clock = new FakeBankClock(settings.now);
    this.journal = new FakeBankJournal(supervisedAccountNo);
    this.notifier = new FakeBankNotifier(
      {
        url: settings.notifyUrl,
        secret: settings.notifySecret ?? defaultNotifySecret,
        attempts: settings.notifyAttempts ?? 8,
        backoffMs: settings.notifyBackoffMs ?? 500,
      },
      this.timers,
    );
    const { accounts, journal, clock, notifier } = this;
    this.charges = new FakeBankCharges(supervisedAccountNo, accounts, journal, clock, notifier);
    this.instructions = new FakeBankInstructions(supervisedAccountNo, accounts, journal, clock);
  }

  /** Forgets every record, balance and switch (the notification URL stays). */
  reset(): void {
    this.accounts.clear();
    this.journal.clear();
    this.instructions.clear();
    this.microDeposits.clear();
    this.notifier.clear();
    this.behaviour.reset();
    this.clock.setBusinessDate(undefined);
  }

  /** Cancels every late answer and notice under way. */
  stop(): void {
    this.notifier.stop();
    this.timers.clear();
  }
}
