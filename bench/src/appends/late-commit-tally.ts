import { Client } from 'pg';

export interface LateCommitOptions {
  writers: number;
  appendsPerWriter: number;
  /** Writers whose index is a multiple of this hold their transaction open after appending. */
  holdEvery: number;
  maxHoldMs: number;
}

/** Whether a writer keeps its transaction open a while after appending, so later positions commit first. */
export function holdsOpen(writer: number, options: LateCommitOptions): boolean {
  return writer % options.holdEvery === 0;
}

export interface LateCommitTally {
  store: string;
  consumer: string;
  appended: number;
  delivered: number;
  missed: number;
  duplicated: number;
  /** Rows ordered after a row with a higher position: the ones a position-only cursor can skip. */
  inversions: number;
}

export function tally(
  labels: { store: string; consumer: string; inversions: number },
  appended: ReadonlySet<string>,
  delivered: readonly string[],
): LateCommitTally {
  const ours = delivered.filter((id) => appended.has(id));
  const seen = new Set(ours);
  const missed = [...appended].filter((id) => !seen.has(id)).length;
  return {
    ...labels,
    appended: appended.size,
    delivered: ours.length,
    missed,
    duplicated: ours.length - seen.size,
  };
}

/**
 * Counts rows that come after a row with a higher global position in (transaction id, position)
 * order, the order both stores read in: proof that the run really committed positions out of order.
 */
export async function countInversions(url: string, table: 'es_events' | 'emt_messages'): Promise<number> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ inversions: string }>(`
      SELECT count(*) FILTER (WHERE global_position < highest_before) AS inversions
      FROM (
        SELECT global_position,
               max(global_position) OVER (
                 ORDER BY transaction_id, global_position ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING
               ) AS highest_before
        FROM ${table}
      ) ordered`);
    return Number(rows[0]!.inversions);
  } finally {
    await client.end();
  }
}
