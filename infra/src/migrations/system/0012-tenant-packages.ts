import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';

/** Read model of tenant packages: the platform's records, no tenant column; menu_id comma-joined. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blade_tenant_package (
      id bigint PRIMARY KEY,
      package_name varchar(50) NOT NULL,
      menu_id text NOT NULL,
      remark varchar(255),
      ${auditColumns}
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE blade_tenant_package`.execute(db);
}
