import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '@infra/schema/database';
import { tenantSealsCheckpoint } from '@platform/event-store/sql/tenant-seals';

/** Why a link does not hold. */
export type BreakReason =
  | 'altered' // the event's content no longer hashes to its link (or its link was rewritten)
  | 'missing' // an event before it in its stream, or a seal before it in its tenant's chain, is gone
  | 'deleted' // a sealed event is gone
  | 'moved' // a sealed event now names another tenant
  | 'unsealed'; // an event inside the sealed range has no seal: it was written around the store

/** The first link, in the global order, that does not hold. */
export interface BrokenLink {
  reason: BreakReason;
  tenantId: string | null;
  streamId: string | null;
  revision: number | null;
  /** The store's global position, "commit/prepare". */
  position: string;
}

interface BrokenRow {
  reason: BreakReason;
  tenant_id: string | null;
  stream_id: string | null;
  stream_revision: string | null;
  transaction_text: string;
  global_position: string;
}

/**
 * Walks the hash chains of migration 0130 and answers the first broken link, or undefined when
 * every link holds. Each event is hashed again by es_event_hash, the function the append used,
 * and compared with its stored link; each seal is compared with its event's link and the seal
 * before it. Both chains are walked: an edit that rewrites a stream's links consistently still
 * breaks its tenant's seals, and a seal rewritten with its events breaks at the next seal.
 */
export async function firstBrokenLink(
  db: Kysely<Database>,
  scope: { streamId?: string } = {},
): Promise<BrokenLink | undefined> {
  const broken = [
    ...(await brokenStreamLinks(db, scope.streamId)),
    ...(await brokenSeals(db, scope.streamId)),
    ...(scope.streamId === undefined ? await unsealedEvents(db) : []),
  ];
  broken.sort((a, b) => compareRows(a, b));
  const first = broken[0];
  return first && linkOf(first);
}

function brokenStreamLinks(db: Kysely<Database>, streamId: string | undefined): Promise<BrokenRow[]> {
  const onlyStream = streamId === undefined ? sql`` : sql`WHERE stream_id = ${streamId}`;
  return firstRow<BrokenRow>(
    db,
    sql`
      SELECT CASE WHEN stream_revision <> expected_revision THEN 'missing' ELSE 'altered' END AS reason,
             metadata->>'tenantId' AS tenant_id, stream_id, stream_revision::text,
             transaction_id::text AS transaction_text, global_position::text
        FROM (SELECT e.*, lag(stream_hash) OVER stream AS previous_hash,
                     row_number() OVER stream - 1 AS expected_revision
                FROM es_events e ${onlyStream}
              WINDOW stream AS (PARTITION BY stream_id ORDER BY stream_revision)) linked
       WHERE stream_revision <> expected_revision
          OR stream_hash IS DISTINCT FROM es_event_hash(previous_hash, stream_id, stream_revision, event_id,
                                                        event_type, data, metadata, recorded_at)
       ORDER BY transaction_id, global_position
       LIMIT 1`,
  );
}

/** Seals whose event, tenant or predecessor no longer match what was sealed. */
function brokenSeals(db: Kysely<Database>, streamId: string | undefined): Promise<BrokenRow[]> {
  const inStream = streamId === undefined ? sql`true` : sql`e.stream_id = ${streamId}`;
  return firstRow<BrokenRow>(
    db,
    sql`
      SELECT CASE WHEN e.event_id IS NULL THEN 'deleted'
                  WHEN e.metadata->>'tenantId' IS DISTINCT FROM s.tenant_id THEN 'moved'
                  WHEN s.link > 0 AND previous.link IS NULL THEN 'missing'
                  ELSE 'altered' END AS reason,
             s.tenant_id, e.stream_id, e.stream_revision::text,
             s.transaction_id::text AS transaction_text, s.global_position::text
        FROM es_tenant_seals s
        LEFT JOIN es_events e ON (e.transaction_id, e.global_position) = (s.transaction_id, s.global_position)
        LEFT JOIN es_tenant_seals previous ON previous.tenant_id = s.tenant_id AND previous.link = s.link - 1
       WHERE ${inStream} AND (
             e.event_id IS NULL
          OR e.metadata->>'tenantId' IS DISTINCT FROM s.tenant_id
          OR (s.link > 0 AND previous.link IS NULL)
          OR s.seal_hash IS DISTINCT FROM es_seal_hash(previous.seal_hash, s.tenant_id, s.link, e.stream_hash))
       ORDER BY s.transaction_id, s.global_position
       LIMIT 1`,
  );
}

/** Events inside the range already sealed that carry no seal. */
function unsealedEvents(db: Kysely<Database>): Promise<BrokenRow[]> {
  return firstRow<BrokenRow>(
    db,
    sql`
      SELECT 'unsealed' AS reason, e.metadata->>'tenantId' AS tenant_id, e.stream_id,
             e.stream_revision::text, e.transaction_id::text AS transaction_text, e.global_position::text
        FROM es_events e, projection_checkpoints c
       WHERE c.name = ${tenantSealsCheckpoint}
         AND (e.transaction_id, e.global_position) <= (c.commit_position::text::xid8, c.prepare_position)
         AND NOT EXISTS (SELECT FROM es_tenant_seals s
                          WHERE (s.transaction_id, s.global_position) = (e.transaction_id, e.global_position))
       ORDER BY e.transaction_id, e.global_position
       LIMIT 1`,
  );
}

async function firstRow<Row>(db: Kysely<Database>, query: RawBuilder<Row>): Promise<Row[]> {
  return (await query.execute(db)).rows;
}

function compareRows(a: BrokenRow, b: BrokenRow): number {
  const byTransaction = BigInt(a.transaction_text) - BigInt(b.transaction_text);
  const byPosition = BigInt(a.global_position) - BigInt(b.global_position);
  return Number(byTransaction !== 0n ? byTransaction : byPosition);
}

function linkOf(row: BrokenRow): BrokenLink {
  return {
    reason: row.reason,
    tenantId: row.tenant_id,
    streamId: row.stream_id,
    revision: row.stream_revision === null ? null : Number(row.stream_revision),
    position: `${row.transaction_text}/${row.global_position}`,
  };
}
