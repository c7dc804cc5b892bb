import { type Kysely, sql } from 'kysely';

/** Where each projection has got to in the global order; moved by compare-and-set. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE projection_checkpoints (
      name text PRIMARY KEY,
      commit_position bigint NOT NULL DEFAULT 0,
      prepare_position bigint NOT NULL DEFAULT 0,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE projection_checkpoints`.execute(db);
}
