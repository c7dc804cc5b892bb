import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type { Pool } from 'pg';

/**
 * How many distinct texts a process prepares: every one is kept by each pooled connection for
 * its life, so texts past these (a bulk append of an unusual number of streams) run unprepared.
 */
export const textsKept = 200;

/**
 * Named prepared statements on a node-postgres pool. Each pooled connection parses and plans a
 * text once and then only binds and runs it, where Kysely's unnamed statements are planned at
 * every call: for a short statement that planning costs several times its running.
 */
export class PreparedStatements {
  private readonly names = new Map<string, string>();

  constructor(private readonly pool: Pool) {}

  async run<Row>(query: CompiledQuery): Promise<Row[]> {
    const { sql: text, parameters } = query;
    const name = this.nameOf(text);
    // Released as Kysely releases its connections: pool.query would close a connection after
    // any error, a broken expected revision among them, and with it every statement it prepared.
    const client = await this.pool.connect();
    try {
      const { rows } = await client.query({ name, text, values: [...parameters] });
      return rows as Row[];
    } finally {
      client.release();
    }
  }

  private nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= textsKept) return known;
    // Named by the text itself, so two texts never share a name on a connection.
    const name = `p_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }
}
