import { ValidationError } from '@platform/errors/domain-errors';
import { normalizeId } from './id-schemas';
import { parseWireDate, WIRE_DATE_MSG } from './wire-dates';

/**
 * List filters as WIRE.md defines them: named query parameters over the fields a resource
 * declares filterable, with an optional operator suffix. Parsing is pure and yields a small AST;
 * the read side translates it to SQL. Field names in the AST are always declared ones.
 */
export type FilterKind = 'id' | 'number' | 'code' | 'text' | 'date';

/** `contains` is a literal substring: the SQL translation must escape LIKE's % and _. */
export type FilterOp = '=' | 'contains' | '>=' | '<=' | '>' | '<';

/** The value's type follows the field's kind: string for id/code/text, an int4 integer, Date. */
export type FilterValue = string | number | Date;

export interface FilterCondition {
  field: string;
  op: FilterOp;
  value: FilterValue;
}

export type FilterableFields = Readonly<Record<string, FilterKind>>;

export interface FilterOptions {
  filterable: FilterableFields;
  /** Other parameters the endpoint reads itself (for example `parentId` of a lazy tree). */
  ignore?: readonly string[];
}

/** Parameters of every list call that are not filters: paging, sorting, the download token. */
export const LIST_PARAMETERS: readonly string[] = ['current', 'size', 'ascs', 'descs', 'blade-auth'];
const RESERVED = new Set(LIST_PARAMETERS);

export const unknownFilterMsg = (param: string) => `不支持的查询条件: ${param}`;

const comparable: readonly FilterKind[] = ['number', 'date'];
const SUFFIXES: ReadonlyArray<{ suffix: string; op: FilterOp; kinds: readonly FilterKind[] }> = [
  { suffix: '_equal', op: '=', kinds: ['id', 'number', 'code', 'text', 'date'] },
  { suffix: '_like', op: 'contains', kinds: ['code', 'text'] },
  { suffix: '_ge', op: '>=', kinds: comparable },
  { suffix: '_le', op: '<=', kinds: comparable },
  { suffix: '_gt', op: '>', kinds: comparable },
  { suffix: '_lt', op: '<', kinds: comparable },
  { suffix: '_datege', op: '>=', kinds: ['date'] },
  { suffix: '_dategt', op: '>', kinds: ['date'] },
  { suffix: '_datele', op: '<=', kinds: ['date'] },
  { suffix: '_datelt', op: '<', kinds: ['date'] },
];

const MIN_INT4 = -2147483648;
const MAX_INT4 = 2147483647;
export const integerRangeMsg = (param: string) =>
  `查询条件 ${param} 必须是 ${MIN_INT4} 到 ${MAX_INT4} 之间的整数`;

/** A bare field name: equality for identifiers, numbers, codes and dates, "contains" for text. */
const bareOp = (kind: FilterKind): FilterOp => (kind === 'text' ? 'contains' : '=');

export function parseFilters(
  query: Readonly<Record<string, unknown>>,
  options: FilterOptions,
): FilterCondition[] {
  const ignored = new Set(options.ignore);
  const conditions: FilterCondition[] = [];
  for (const [param, raw] of Object.entries(query)) {
    if (RESERVED.has(param) || ignored.has(param)) continue;
    const { field, kind, op } = operatorOf(param, options.filterable);
    // The console sends empty search inputs as empty parameters: they filter nothing.
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string') throw new ValidationError(`查询条件 ${param} 只能有一个值`, param);
    conditions.push({ field, op, value: valueOf(raw, kind, param) });
  }
  return conditions;
}

function operatorOf(param: string, filterable: FilterableFields) {
  const bareKind = kindOf(param, filterable);
  if (bareKind) return { field: param, kind: bareKind, op: bareOp(bareKind) };
  for (const { suffix, op, kinds } of SUFFIXES) {
    if (!param.endsWith(suffix)) continue;
    const field = param.slice(0, -suffix.length);
    const kind = kindOf(field, filterable);
    if (!kind) continue;
    if (!kinds.includes(kind)) throw new ValidationError(`查询条件 ${param} 不适用于该字段`, param);
    return { field, kind, op };
  }
  throw new ValidationError(unknownFilterMsg(param), param);
}

// Own properties only: "constructor" or "__proto__" in a query must not look declared.
const kindOf = (field: string, filterable: FilterableFields): FilterKind | undefined =>
  Object.hasOwn(filterable, field) ? filterable[field] : undefined;

function valueOf(raw: string, kind: FilterKind, param: string): FilterValue {
  switch (kind) {
    case 'id': {
      // "0" names no record: it is how a parent filter asks for the top level (WIRE.md).
      if (raw.trim() === '0') return '0';
      const id = normalizeId(raw);
      if (id === undefined) throw new ValidationError(`查询条件 ${param} 不是有效的 ID`, param);
      return id;
    }
    case 'number': {
      const value = raw.trim() === '' ? NaN : Number(raw);
      if (!Number.isFinite(value)) throw new ValidationError(`查询条件 ${param} 必须是数字`, param);
      // Number filters compare integer columns: a value they cannot hold is refused, not sent to SQL.
      if (!Number.isInteger(value) || value < MIN_INT4 || value > MAX_INT4)
        throw new ValidationError(integerRangeMsg(param), param);
      return value;
    }
    case 'date': {
      const date = parseWireDate(raw);
      if (!date) throw new ValidationError(`查询条件 ${param}: ${WIRE_DATE_MSG}`, param);
      return date;
    }
    case 'code':
    case 'text':
      return raw;
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}
