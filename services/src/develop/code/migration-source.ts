import type { FieldKind } from '@platform/resource-registry/resource-field';
import type { GeneratorInput } from '@services/develop/code/generator-input';
import { commentText } from '@services/develop/code/generated-source';

const sqlTypeOf: Record<FieldKind, (maxLength: number | null) => string> = {
  text: (maxLength) => `varchar(${maxLength ?? 255})`,
  code: (maxLength) => `varchar(${maxLength ?? 64})`,
  longText: () => 'text',
  integer: () => 'integer',
  reference: () => 'bigint',
  datetime: () => 'timestamptz',
};

/**
 * The migration of a generated resource's table: creates it where the project's database lacks
 * it (a model read from another source), and gives it what a registry list reads by: the index
 * in the list's order and, for a tenant's records, the kept row counts.
 */
export function migrationSource({ code, model, tenantScoped, prototypes }: GeneratorInput): string {
  const table = model.modelTable;
  const columns = prototypes.map(
    (field) =>
      `      ${field.jdbcName} ${sqlTypeOf[field.kind](field.maxLength)}${field.required ? ' NOT NULL' : ''},`,
  );
  const owner = tenantScoped ? '      tenant_id varchar(12) NOT NULL,\n' : '';
  const listOrder = tenantScoped ? 'tenant_id, id DESC' : 'id DESC';
  return `import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
${tenantScoped ? "import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';\n" : ''}
/** ${commentText(code.codeName)}: the read model of ${code.resourceName}Resource (table ${table}). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql\`
    CREATE TABLE IF NOT EXISTS ${table} (
      id bigint PRIMARY KEY,
${owner}${columns.join('\n')}
      \${auditColumns}
    )\`.execute(db);
  await sql\`CREATE INDEX IF NOT EXISTS ${table}_list ON ${table} (${listOrder})\`.execute(db);
${tenantScoped ? `  await keepTenantRowCounts(db, '${table}');\n` : ''}}

/** Leaves the table, which may have been there before: only what up added to it goes. */
export async function down(db: Kysely<unknown>): Promise<void> {
${tenantScoped ? `  await forgetTenantRowCounts(db, '${table}');\n` : ''}  await sql\`DROP INDEX IF EXISTS ${table}_list\`.execute(db);
}
`;
}
