import { CompiledQuery } from 'kysely';
import type { ExpectedRevision, GlobalPosition, StreamAppend } from '@platform/event-store/event-store.port';
import { eventColumnList } from '@platform/event-store/sql/stored-event-row';

/*
 * The statements every command and every projection batch runs, as texts written once. Built
 * through Kysely at each call they cost the process a compilation, and a new string each time
 * that the prepared-statement cache (platform/database/prepared-statements.ts) then hashed again
 * to find its name; a constant string is hashed once.
 */

/**
 * One stream's part of an append as es_append takes it (migration 0001), under the names
 * es_append_group reads from each stream of its jsonb (migration 0220).
 */
export interface EsAppendArguments {
  stream: string;
  expected: string;
  ids: string[];
  types: string[];
  data: unknown[];
  metadata: unknown[];
}

export function esAppendArguments(append: StreamAppend): EsAppendArguments {
  return {
    stream: append.streamId,
    expected: expectationText(append.expectedRevision),
    ids: append.events.map((event) => event.eventId),
    types: append.events.map((event) => event.type),
    data: append.events.map((event) => event.data),
    metadata: append.events.map((event) => event.metadata),
  };
}

function expectationText(expected: ExpectedRevision): string {
  return typeof expected === 'bigint' ? expected.toString() : expected;
}

/** es_append_group (migration 0220): a group of appends, each its streams' arguments, as one jsonb value. */
export const appendGroupStatement = (group: ReadonlyArray<readonly EsAppendArguments[]>) =>
  CompiledQuery.raw('SELECT * FROM es_append_group($1::jsonb)', [JSON.stringify(group)]);

/** es_read_streams (migration 0219): every named stream, in stream order. */
export const readStreamsStatement = (streamIds: readonly string[]) =>
  CompiledQuery.raw(
    `SELECT ${eventColumnList} FROM es_read_streams($1::text[]) ORDER BY stream_id, stream_revision`,
    [streamIds],
  );

/** es_read_types (migration 0066): the next events of some types after a position, with the fence. */
export const readTypesStatement = (after: GlobalPosition, types: string[], limit: number) =>
  CompiledQuery.raw('SELECT * FROM es_read_types($1::xid8, $2::bigint, $3::text[], $4::int)', [
    String(after.commit),
    String(after.prepare),
    types,
    limit,
  ]);

const appendAllTexts = new Map<number, string>();

/**
 * Every stream's es_append in one statement, a UNION ALL whose rows name the index of their
 * stream. Its text depends only on how many streams there are.
 */
export function appendAllStatement(streams: readonly EsAppendArguments[]) {
  let text = appendAllTexts.get(streams.length);
  if (!text) {
    text = streams
      .map((_, index) => {
        const [stream, expected, ids, types, data, metadata] = [1, 2, 3, 4, 5, 6].map(
          (n) => `$${index * 6 + n}`,
        );
        return (
          `SELECT ${index}::int AS stream_index, appended.* FROM es_append(` +
          `${stream}, ${expected}, ${ids}::uuid[], ${types}::text[], ${data}::jsonb[], ${metadata}::jsonb[]) AS appended`
        );
      })
      .join(' UNION ALL ');
    appendAllTexts.set(streams.length, text);
  }
  const values = streams.flatMap((stream) => [
    stream.stream,
    stream.expected,
    stream.ids,
    stream.types,
    stream.data.map((data) => JSON.stringify(data)),
    stream.metadata.map((metadata) => JSON.stringify(metadata)),
  ]);
  return CompiledQuery.raw(text, values);
}
