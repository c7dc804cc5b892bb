import type { FakeBankAccounts } from './fake-bank-accounts';
import type { FakeBankClock } from './fake-bank-clock';
import type { ChargeNotice, FakeBankNotifier } from './fake-bank-notifier';
import type { FakeBankJournal } from './fake-bank-statement';
import { isAmountFen, isText, isValueDate, newBankSerial } from './fake-bank-values';

/** A consumer's payment for an order, as a test or the simulator has the bank receive it. */
export interface ConsumerPayment {
  paymentNo: string;
  payerName: string;
  /** Integer fen. */
  amount: number;
  valueDate: string;
}

/**
 * Charges into the supervised account: the bank credits the account, books the line on the
 * statement, then notifies the product (the notifier's switches may bend the notice; the
 * account and the statement always hold what was really received).
 */
export class FakeBankCharges {
  constructor(
    private readonly supervisedAccountNo: string,
    private readonly accounts: FakeBankAccounts,
    private readonly journal: FakeBankJournal,
    private readonly clock: FakeBankClock,
    private readonly notifier: FakeBankNotifier,
  ) {}

  /** The notice of the charge; undefined when the payment is not one the bank could receive. */
  receive(payment: Partial<ConsumerPayment>): ChargeNotice | undefined {
    const { paymentNo, payerName, amount, valueDate } = payment;
    if (!isText(paymentNo) || !isText(payerName) || !isAmountFen(amount) || !isValueDate(valueDate))
      return undefined;
    const notice: ChargeNotice = {
      bankSerial: newBankSerial(),
      paymentNo,
      accountNo: this.supervisedAccountNo,
      payerName,
      amount,
      valueDate,
      notifiedAt: this.clock.instant(),
    };
    this.accounts.credit(this.supervisedAccountNo, amount);
    this.journal.book({
      bankSerial: notice.bankSerial,
      kind: 'charge',
      paymentNo,
      direction: 'in',
      amount,
      valueDate,
      counterpartyName: payerName,
      bookedAt: notice.notifiedAt,
    });
    this.notifier.notify(notice);
    return notice;
  }
}
