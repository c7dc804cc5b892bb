import { reservedFields } from '@platform/resource-registry/define-resource';
import type { FieldKind } from '@platform/resource-registry/resource-field';
import { snakeCase } from '@platform/lang/snake-case';
import type { TableColumn } from '@services/develop/datasource/table-catalog';
import { type FieldPrototype, fieldKinds } from '@services/develop/model/model.wire';

/** The wire's kinds are the registry's own. */
fieldKinds satisfies readonly FieldKind[];

/**
 * Columns every record table has, which the registry fills itself. Any other column is a field,
 * even BladeX's is_deleted: a list answers every column of its table, each one declared.
 */
const auditColumns = new Set([...[...reservedFields].map(snakeCase), 'tenant_id']);

/** Whether the table keeps each tenant's rows apart (a tenant_id column): the resource's scope. */
export function isTenantTable(columns: readonly TableColumn[]): boolean {
  return columns.some((column) => column.name === 'tenant_id');
}

/** The fields a table offers, before anyone edits them: every column but the audit ones. */
export function prototypesOf(columns: readonly TableColumn[]): FieldPrototype[] {
  return columns
    .filter((column) => !auditColumns.has(column.name))
    .map((column) => {
      const kind = kindOf(column);
      return {
        jdbcName: column.name,
        jdbcType: column.dataType,
        comment: column.comment,
        kind,
        labelZh: column.comment || column.name,
        labelEn: englishLabel(column.name),
        // A column the database fills when it is not given (a default) need not be asked for.
        required: !column.nullable && !column.hasDefault,
        maxLength: kind === 'text' || kind === 'code' || kind === 'longText' ? column.maxLength : null,
        filterable: kind !== 'longText',
        sortable: false,
      };
    });
}

function kindOf(column: TableColumn): FieldKind {
  const type = column.dataType.toLowerCase();
  if (type === 'bigint') return column.name.endsWith('_id') ? 'reference' : 'integer';
  if (/^(int|integer|smallint|tinyint|mediumint)/.test(type)) return 'integer';
  if (/^(timestamp|datetime|date)/.test(type)) return 'datetime';
  if (/text$/.test(type) || (column.maxLength ?? 0) > 255) return 'longText';
  if (/char/.test(type) && (column.maxLength ?? 255) <= 64) return 'code';
  return 'text';
}

/** book_name → Book name */
function englishLabel(columnName: string): string {
  const words = columnName.split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
