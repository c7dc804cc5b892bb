import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { Client } from 'pg';

/** The machine's MariaDB, where the MySQL driver is tried (root, no password, database test). */
export const testMariaDb = { host: '127.0.0.1', port: 3306, username: 'root', databaseName: 'test' };

/** A BladeX-style table: an id, a tenant, the fields, the audit columns; with comments. */
const postgresBook = (table: string) => [
  `CREATE TABLE ${table} (
     id bigint PRIMARY KEY,
     tenant_id varchar(12) NOT NULL,
     book_name varchar(100) NOT NULL,
     isbn varchar(20),
     pages integer,
     author_id bigint,
     published_at timestamptz,
     summary text,
     create_user bigint, create_dept bigint, create_time timestamptz NOT NULL,
     update_user bigint, update_time timestamptz NOT NULL, status integer NOT NULL DEFAULT 1,
     is_deleted integer NOT NULL DEFAULT 0)`,
  `COMMENT ON TABLE ${table} IS '图书'`,
  `COMMENT ON COLUMN ${table}.book_name IS '书名'`,
  `COMMENT ON COLUMN ${table}.pages IS '页数'`,
];

/** Creates the demo book table in a PostgreSQL database. */
export async function createPostgresBookTable(url: string, table = 'demo_book'): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of postgresBook(table)) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A demo table of its own in the machine's MariaDB (others use the server too), dropped by `drop`. */
export async function createMariaDbTable(): Promise<{ table: string; drop(): Promise<void> }> {
  const table = `demo_book_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const connection = await createConnection({
      host: testMariaDb.host,
      port: testMariaDb.port,
      user: testMariaDb.username,
      database: testMariaDb.databaseName,
    });
    try {
      await connection.query(statement);
    } finally {
      await connection.end();
    }
  };
  await run(`CREATE TABLE ${table} (
    id bigint PRIMARY KEY,
    book_name varchar(100) NOT NULL COMMENT '书名',
    pages int COMMENT '页数',
    create_time datetime NOT NULL
  ) COMMENT '图书'`);
  return { table, drop: () => run(`DROP TABLE IF EXISTS ${table}`) };
}
