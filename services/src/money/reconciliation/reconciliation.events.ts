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

/** The most items one event holds: a large day's run continues in ReconciliationItemsRecorded. */
export const itemsPerEvent = 10_000;

/**
 * A run for a day: its items replace those of any earlier run of the same day. It holds the
 * first `itemsPerEvent` of them and the rest follow in the same append, so that no event outgrows
 * what the store holds in one value (PostgreSQL's jsonb takes at most 256 MB in one array; a day
 * of a million lines is over 300 MB).
 */
export type ReconciliationRecorded = DomainEvent<
  'ReconciliationRecorded',
  ReconciledDay & { id: string; by: string; at: string; items: ReconciliationItem[] }
>;

/** More items of the run `id` of `date`, appended right behind its ReconciliationRecorded. */
export type ReconciliationItemsRecorded = DomainEvent<
  'ReconciliationItemsRecorded',
  { id: string; date: string; by: string; at: string; items: ReconciliationItem[] }
>;

export type ReconciliationEvent = ReconciliationRecorded | ReconciliationItemsRecorded;

export const reconciliationEventTypes = [
  'ReconciliationRecorded',
  'ReconciliationItemsRecorded',
] satisfies Array<ReconciliationEvent['type']>;
