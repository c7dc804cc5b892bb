import type { DomainEvent } from '@platform/commands/decider';

/**
 * A notice of the supervise bank, kept raw before anything else is done with it (MONEY.md §2).
 * `tenantId` is the tenant of the order its paymentNo names, else the platform's.
 */
export type PaymentNoticeLogged = DomainEvent<
  'PaymentNoticeLogged',
  {
    id: string;
    tenantId: string;
    bankSerial: string | null;
    paymentNo: string | null;
    body: string;
    receivedAt: string;
    /** Why it was not accepted (bad signature, unreadable body); null when accepted. */
    rejectedReason: string | null;
  }
>;

export type PaymentDataLogEvent = PaymentNoticeLogged;
export const paymentDataLogEventTypes = ['PaymentNoticeLogged'] satisfies Array<PaymentDataLogEvent['type']>;
