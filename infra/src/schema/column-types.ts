import type { ColumnType } from 'kysely';

/** 64-bit integers come back as strings and go in as strings, numbers or bigints. */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type Json = ColumnType<unknown, string, string>;

/** Who made and last changed a record, and when; its status (1 normal). Every record has them. */
export interface RecordAuditColumns {
  create_user: Int8 | null;
  create_dept: Int8 | null;
  create_time: Timestamp;
  update_user: Int8 | null;
  update_time: Timestamp;
  status: number;
}
