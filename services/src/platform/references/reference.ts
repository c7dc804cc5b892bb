import type { Database } from '@infra/schema/database';

/** 'tenant': rows kept apart by tenant_id; 'platform': the platform's own rows, one set for all. */
export type ReferenceScope = 'tenant' | 'platform';

/**
 * One relation of the data model: a record naming another by id. Declared once, by the context
 * that owns the naming record (its manifest's `references`); the platform checks both ends from
 * it (ReferenceChecks): a write names only records of the caller's tenant that exist, and a
 * record that is named cannot be removed.
 */
export interface Reference {
  /** The naming record: its read-model table, the column that holds the id, and the input field. */
  from: {
    table: keyof Database & string;
    column: string;
    field: string;
    /** 'list': the column holds comma-joined ids ("1,2"), as a user's roles. */
    holds?: 'one' | 'list';
  };
  /** The named record's read-model table: its `id` column is the id. */
  to: { table: keyof Database & string; scope?: ReferenceScope };
  /** The refusal of a write naming a record that is not there (e.g. 所属商户不存在). */
  missing: string;
  /**
   * The refusal of removing a named record, saying what names it (e.g. 该分类已被商户使用,无法删除).
   * Absent where the naming rows go with the named record (a removed menu leaves the grants
   * of it: their read models drop its rows).
   */
  inUse?: string;
}
