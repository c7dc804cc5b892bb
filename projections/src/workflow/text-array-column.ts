import type { ColumnType } from 'kysely';
import type { Column } from '@projections/support/read-model-table';

/** A text[] column (candidate users and groups, visible tenants): a JSON array in a batch. */
export const textArrayColumn: Column<ColumnType<string[], string[], string[]>, string[]> = {
  sqlType: 'text[]',
  written: true,
};
