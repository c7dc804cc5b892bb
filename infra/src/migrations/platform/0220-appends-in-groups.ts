import { type Kysely, sql } from 'kysely';

/**
 * Several commands' appends in one statement and one commit (sql/append-groups.ts gathers them).
 * p_appends is a JSON array of appends, each an array of its streams'
 * {stream, expected, ids, types, data, metadata}; each stream goes through es_append as before.
 *
 * Each append runs in a subtransaction of its own, so that a broken expectation undoes that
 * append's streams only: it answers one row naming the stream and the revision found, and the
 * others land. An append's rows are answered once all its streams have landed (a row answered
 * before a later stream's conflict would outlive the rollback). Every event of the group shares
 * the group's transaction id, as every event of one append always did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION es_append_group(p_appends jsonb)
    RETURNS TABLE (
      append_index int,
      stream_index int,
      next_revision bigint,
      commit_position text,
      prepare_position bigint,
      found_revision bigint
    )
    LANGUAGE plpgsql AS $$
    DECLARE
      v_append jsonb;
      v_stream jsonb;
      v_landed record;
      v_streams int[];
      v_revisions bigint[];
      v_commits text[];
      v_positions bigint[];
      v_detail text;
    BEGIN
      FOR v_append, append_index IN
        SELECT appended.value, appended.ordinality - 1 FROM jsonb_array_elements(p_appends) WITH ORDINALITY AS appended
      LOOP
        v_streams := '{}';
        v_revisions := '{}';
        v_commits := '{}';
        v_positions := '{}';
        stream_index := 0;
        BEGIN
          FOR v_stream IN SELECT value FROM jsonb_array_elements(v_append) LOOP
            FOR v_landed IN
              SELECT * FROM es_append(
                v_stream->>'stream',
                v_stream->>'expected',
                ARRAY(SELECT value::uuid FROM jsonb_array_elements_text(v_stream->'ids')),
                ARRAY(SELECT value FROM jsonb_array_elements_text(v_stream->'types')),
                ARRAY(SELECT value FROM jsonb_array_elements(v_stream->'data')),
                ARRAY(SELECT value FROM jsonb_array_elements(v_stream->'metadata')))
            LOOP
              v_streams := v_streams || stream_index;
              v_revisions := v_revisions || v_landed.next_revision;
              v_commits := v_commits || v_landed.commit_position;
              v_positions := v_positions || v_landed.prepare_position;
            END LOOP;
            stream_index := stream_index + 1;
          END LOOP;
        EXCEPTION WHEN SQLSTATE 'ES409' THEN
          GET STACKED DIAGNOSTICS v_detail = PG_EXCEPTION_DETAIL;
          next_revision := NULL;
          commit_position := NULL;
          prepare_position := NULL;
          found_revision := v_detail::bigint;
          RETURN NEXT;
          CONTINUE;
        END;
        found_revision := NULL;
        FOR i IN 1 .. cardinality(v_streams) LOOP
          stream_index := v_streams[i];
          next_revision := v_revisions[i];
          commit_position := v_commits[i];
          prepare_position := v_positions[i];
          RETURN NEXT;
        END LOOP;
      END LOOP;
    END
    $$`.execute(db);
}
