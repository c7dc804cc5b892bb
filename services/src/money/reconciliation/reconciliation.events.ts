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

/**
 * A statement line or record of ours that did not simply match: a difference, or a match that is
 * abnormal all the same (a charge no order claims). Amounts in fen; null where a side has none.
 * Runs recorded before the day's figures existed held one for every line, matched ones included.
 */
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

/** The statement lines of one kind that matched a record of a tenant, nothing abnormal: how many, how much (fen). */
export interface MatchedFigures {
  tenantId: string;
  kind: LineKind;
  count: number;
  amountFen: number;
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

/** What a run found beyond its differences: the statement's lines, and those that matched. */
export interface DayFigures {
  lines: number;
  matched: MatchedFigures[];
}

/** The most items one event holds: a day of many differences continues in ReconciliationItemsRecorded. */
export const itemsPerEvent = 10_000;

/**
 * A run for a day: its figures and its items replace those of any earlier run of the same day. It
 * holds the first `itemsPerEvent` items and the rest follow in the same append, so that no event
 * outgrows what the store holds in one value. Runs recorded before the figures existed have none
 * (`lines`, `matched`): their items hold every line, matched ones included.
 */
export type ReconciliationRecorded = DomainEvent<
  'ReconciliationRecorded',
  ReconciledDay & Partial<DayFigures> & { id: string; by: string; at: string; items: ReconciliationItem[] }
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
