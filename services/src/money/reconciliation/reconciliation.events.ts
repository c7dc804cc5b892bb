import type { DomainEvent } from '@platform/commands/decider';
import type {
  AbnormalKind,
  LineKind,
  ReconciliationResultCode,
} from '@services/money/reconciliation/reconciliation.wire';

export const reconciliationResult = {
  matched: 0,
  missingOurs: 1,
  missingAtBank: 2,
  amountDiffers: 3,
} as const satisfies Record<string, ReconciliationResultCode>;

export type ReconciliationResult = keyof typeof reconciliationResult;

/** One statement line or record of ours, compared. Amounts in fen; null where a side has none. */
export interface ReconciliationItem {
  id: string;
  /** The tenant of the order or merchant it concerns; the platform's when it names none. */
  tenantId: string;
  kind: LineKind;
  result: ReconciliationResult;
  abnormal: AbnormalKind | null;
  bankSerial: string | null;
  serial: string | null;
  paymentNo: string | null;
  orderId: string | null;
  merchantId: string | null;
  bankAmountFen: number | null;
  ourAmountFen: number | null;
}

/** The day's statement as the bank gave it, beside what our records moved that day (fen). */
export interface ReconciledDay {
  date: string;
  openingFen: number;
  closingFen: number;
  /** What the statement's lines moved, in less out, and what our records of the day moved. */
  bankNetFen: number;
  ourNetFen: number;
}

/** A run for a day: its items replace those of any earlier run of the same day. */
export type ReconciliationRecorded = DomainEvent<
  'ReconciliationRecorded',
  ReconciledDay & { id: string; by: string; at: string; items: ReconciliationItem[] }
>;

export type ReconciliationEvent = ReconciliationRecorded;

export const reconciliationEventTypes = ['ReconciliationRecorded'] satisfies Array<
  ReconciliationEvent['type']
>;
