import type { CutPaymentStage } from '@services/money/cut-payment/cut-payment.events';
import type { Decider } from '@platform/commands/decider';
import { ConflictError, NotFoundError, RefusedError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import { noVerifiedAccount } from '@services/merchant/merchant.public';
import { yuanOf } from '@services/money/amount.wire';
import { cutPaymentStagesAllowing } from '@services/money/cut-payment/cut-payment-actions';
import type { CutPaymentCommand } from '@services/money/cut-payment/cut-payment.commands';
import type { CutPaymentEvent, PayeeAccount } from '@services/money/cut-payment/cut-payment.events';
import { merchantPayable, supervisedBank } from '@services/money/ledger/ledger-accounts';
import { transfer } from '@services/money/ledger/ledger-transaction';

export interface CutPaymentApplication extends PayeeAccount {
  id: string;
  orgPaymentNo: string;
  batchNo: string;
  amountFen: number;
  stage: CutPaymentStage;
  /** The serial of the latest submission; null before the first. */
  serial: string | null;
  attempts: number;
  /** The stored contract's link; null until createContract. */
  contractLink: string | null;
}

/** One merchant's cut-payments (cut-payment.stream.ts), keyed by orgPaymentNo. */
export interface CutPaymentBook {
  merchantId: string;
  tenantId: string;
  applications: Readonly<Record<string, CutPaymentApplication>>;
}

export const cutPaymentNotFound = '划拨申请不存在';

/**
 * A merchant's cut-payment applications (MONEY.md §3, §5): applied (key orgPaymentNo, grouped by
 * batchNo) to be paid into the account the merchant proved by bank verification, refused
 * without one → submitted: the serial is fixed and a pending transfer reserves the amount out of
 * the merchant's payable, in the same event → succeeded (posted) or failed (voided: the payable
 * comes back) as the bank answers that serial. A failed one may be submitted again under a new
 * serial (manualCutPayment). What is pending and paid together never exceeds what the payable
 * has received: an application is only a request, and its amount is checked when submitted.
 * Its contract is rendered once (createContract), in any stage. Removal only before submission. The bank's answer to a serial is
 * recorded once; a repeated or late answer changes nothing.
 */
export const cutPaymentDecider: Decider<CutPaymentCommand, CutPaymentEvent, CutPaymentBook> = {
  initialState: () => ({ merchantId: '', tenantId: '', applications: {} }),

  evolve(book, event) {
    const { orgPaymentNo } = event.data;
    const application = book.applications[orgPaymentNo];
    switch (event.type) {
      case 'CutPaymentApplied': {
        const { id, batchNo, amountFen, accountNo, accountName, merchantId, tenantId } = event.data;
        const applied: CutPaymentApplication = {
          id,
          orgPaymentNo,
          batchNo,
          amountFen,
          accountNo,
          accountName,
          stage: 'applied',
          serial: null,
          attempts: 0,
          contractLink: null,
        };
        return { merchantId, tenantId, applications: { ...book.applications, [orgPaymentNo]: applied } };
      }
      case 'CutPaymentRemoved': {
        const { [orgPaymentNo]: _removed, ...applications } = book.applications;
        return { ...book, applications };
      }
      case 'CutPaymentContractCreated':
        return withApplication(
          book,
          application && { ...application, contractLink: event.data.contractLink },
        );
      case 'CutPaymentSubmitted': {
        const { serial, attempt } = event.data;
        return withApplication(
          book,
          application && { ...application, stage: 'pending', serial, attempts: attempt },
        );
      }
      case 'CutPaymentSucceeded':
        return withApplication(book, application && { ...application, stage: 'succeeded' });
      case 'CutPaymentFailed':
        return withApplication(book, application && { ...application, stage: 'failed' });
      default:
        return assertNever(event);
    }
  },

  decide(command, book) {
    const { metadata } = command;
    const acted = ({ id, orgPaymentNo }: { id: string; orgPaymentNo: string }) => ({
      id,
      orgPaymentNo,
      by: metadata.callerId,
      at: metadata.at,
    });
    switch (command.type) {
      case 'ApplyCutPayment': {
        const { payee, ...applied } = command.data;
        if (!payee) throw new RefusedError(noVerifiedAccount);
        if (book.applications[applied.orgPaymentNo]) throw new ConflictError('划拨申请单号已存在');
        const data = { ...applied, ...payee, ...acted(applied), tenantId: metadata.tenantId };
        return [{ type: 'CutPaymentApplied', data }];
      }
      case 'RemoveCutPayment': {
        const application = visible(book, metadata.tenantId, command.data.orgPaymentNo);
        if (!cutPaymentStagesAllowing.remove.includes(application.stage))
          throw new RefusedError('划拨申请已提交银行,不能删除');
        return [{ type: 'CutPaymentRemoved', data: acted(application) }];
      }
      case 'RecordCutPaymentContract': {
        const { orgPaymentNo, ...contract } = command.data;
        const application = visible(book, metadata.tenantId, orgPaymentNo);
        // One contract per application: a second rendering (a racing call) is not recorded.
        if (application.contractLink) return [];
        return [{ type: 'CutPaymentContractCreated', data: { ...acted(application), ...contract } }];
      }
      case 'SubmitCutPayments':
      case 'ResubmitCutPaymentBatch': {
        const action = command.type === 'SubmitCutPayments' ? 'submit' : 'manualCutPayment';
        const submitted = command.data.serials.map(({ orgPaymentNo, serial }) => ({
          application: visible(book, metadata.tenantId, orgPaymentNo),
          serial,
        }));
        const wrongStage = submitted.find(
          ({ application }) => !cutPaymentStagesAllowing[action].includes(application.stage),
        );
        if (wrongStage) throw new RefusedError(stageRefusal(wrongStage.application.stage));
        refuseUnverifiedPayee(command.data.payee, submitted);
        const amountFen = submitted.reduce((total, { application }) => total + application.amountFen, 0);
        refuseBeyondPayable(book, amountFen, command.data.creditedFen);
        return submitted.map(({ application, serial }) => ({
          type: 'CutPaymentSubmitted' as const,
          data: {
            ...acted(application),
            serial,
            attempt: application.attempts + 1,
            transaction: transfer(
              serial,
              'cut-payment',
              merchantPayable(book.merchantId),
              [{ account: supervisedBank, amount: application.amountFen }],
              'pending',
            ),
          },
        }));
      }
      case 'RecordCutPaymentExecuted': {
        const { serial, bankSerial, valueDate } = command.data;
        const application = pendingUnder(book, serial);
        if (!application) return [];
        const resolution = { transactionId: serial, outcome: 'posted' as const };
        const data = { ...acted(application), serial, bankSerial, valueDate, resolution };
        return [{ type: 'CutPaymentSucceeded', data }];
      }
      case 'RecordCutPaymentRefused': {
        const { serial, reason } = command.data;
        const application = pendingUnder(book, serial);
        if (!application) return [];
        const resolution = { transactionId: serial, outcome: 'voided' as const };
        return [{ type: 'CutPaymentFailed', data: { ...acted(application), serial, reason, resolution } }];
      }
      default:
        return assertNever(command);
    }
  },
};

/** What has left the merchant's payable: its pending (reserved) and paid cut-payments, in fen. */
export function takenFen(book: CutPaymentBook): number {
  return Object.values(book.applications)
    .filter((application) => application.stage === 'pending' || application.stage === 'succeeded')
    .reduce((total, application) => total + application.amountFen, 0);
}

/**
 * A cut-payment cannot exceed what is payable (MONEY.md §4), checked where the money is reserved:
 * at submission, against what the payable received less what is pending or paid.
 */
function refuseBeyondPayable(book: CutPaymentBook, amountFen: number, creditedFen: number): void {
  const leftFen = creditedFen - takenFen(book);
  if (amountFen > leftFen)
    throw new RefusedError(
      `划拨金额${yuanOf(amountFen)}元超过商户可划拨余额${yuanOf(Math.max(0, leftFen))}元`,
    );
}

/**
 * The bank pays only the account the merchant holds verified when the money leaves: an
 * application made for an account the merchant has since left (or no longer holds verified) is
 * refused, to be applied for again.
 */
function refuseUnverifiedPayee(
  payee: PayeeAccount | null,
  submitted: ReadonlyArray<{ application: CutPaymentApplication }>,
): void {
  if (!payee) throw new RefusedError(noVerifiedAccount);
  const stale = submitted.find(({ application }) => application.accountNo !== payee.accountNo);
  if (stale)
    throw new RefusedError(
      `划拨申请${stale.application.orgPaymentNo}的收款账户已不是商户已验证的银行账户,请重新申请`,
    );
}

function visible(book: CutPaymentBook, tenantId: string, orgPaymentNo: string): CutPaymentApplication {
  const application = book.applications[orgPaymentNo];
  if (!application || book.tenantId !== tenantId) throw new NotFoundError(cutPaymentNotFound);
  return application;
}

/** The application whose submission under `serial` awaits the bank's answer; none once answered. */
export function pendingUnder(book: CutPaymentBook, serial: string): CutPaymentApplication | undefined {
  return Object.values(book.applications).find(
    (application) => application.serial === serial && application.stage === 'pending',
  );
}

function stageRefusal(stage: CutPaymentStage): string {
  switch (stage) {
    case 'applied':
      return '划拨申请尚未提交,不能重新划拨';
    case 'pending':
      return '划拨申请已提交银行,正在等待银行结果';
    case 'succeeded':
      return '划拨申请已划拨成功';
    case 'failed':
      return '划拨申请已失败,请使用重新划拨';
    default:
      return assertNever(stage);
  }
}

function withApplication(
  book: CutPaymentBook,
  application: CutPaymentApplication | undefined,
): CutPaymentBook {
  if (!application) return book;
  return { ...book, applications: { ...book.applications, [application.orgPaymentNo]: application } };
}
