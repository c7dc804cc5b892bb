import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database } from '@infra/schema/database';

/** Where a CSV file is copied to. */
export interface CsvCopy {
  table: string;
  /** The columns the file holds, in order: its header line must name them so (HEADER MATCH). */
  columns: readonly string[];
}

/**
 * PostgreSQL's COPY FROM STDIN over one connection of the pool: the file's bytes go to the server
 * as they arrive, and the server parses and checks every value. A failed copy takes its
 * connection with it rather than hand back one that may be mid-copy.
 */
export async function copyCsvIntoPostgres(
  pool: Pool,
  copy: CsvCopy,
  file: AsyncIterable<Uint8Array>,
): Promise<number> {
  const client = await pool.connect();
  try {
    const copying = client.query(copyFrom(copyStatement(copy, 'STDIN')));
    await pipeline(Readable.from(file), copying);
    client.release();
    return copying.rowCount;
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
}

/**
 * PGlite's COPY reads a whole blob, so the file is gathered first: the embedded default's days are
 * small. It runs inside a transaction of `db`, which holds PGlite's one session for it.
 */
export async function copyCsvIntoPglite(
  db: Kysely<Database>,
  pglite: PGlite,
  copy: CsvCopy,
  file: AsyncIterable<Uint8Array>,
): Promise<number> {
  const pieces: Uint8Array[] = [];
  for await (const piece of file) pieces.push(piece);
  return db.transaction().execute(async () => {
    const copied = await pglite.query(copyStatement(copy, `'/dev/blob'`), [], { blob: new Blob(pieces) });
    return copied.affectedRows ?? 0;
  });
}

function copyStatement({ table, columns }: CsvCopy, source: string): string {
  for (const name of [table, ...columns])
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid identifier "${name}"`);
  return `COPY ${table} (${columns.join(', ')}) FROM ${source} WITH (FORMAT csv, HEADER MATCH)`;
}
