import { randomUUID } from 'node:crypto';
import type { NewEvent } from '@platform/event-store/event-store.port';

/** The one event every contender writes: a card charge the size of a real one, with full metadata. */
export function benchEvent(
  type = 'CardCharged',
  extra: Record<string, unknown> = {},
): NewEvent<string, Record<string, unknown>> {
  const eventId = randomUUID();
  return {
    eventId,
    type,
    data: {
      eventId,
      cardId: randomUUID(),
      amount: '128.00',
      currency: 'CNY',
      merchantId: '000042',
      ...extra,
    },
    metadata: {
      tenantId: '000042',
      userId: '1858000000000000001',
      account: 'bench',
      correlationId: randomUUID(),
      causationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      clientIp: '10.0.0.7',
    },
  };
}

/** A new stream per append; the part before the first dash is the stream's type for Emmett. */
export function newStreamId(): string {
  return `card-${randomUUID()}`;
}
