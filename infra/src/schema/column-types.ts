import type { ColumnType } from 'kysely';

/** 64-bit integers come back as strings and go in as strings, numbers or bigints. */
export type Int8 = ColumnType<string, string | number | bigint, string | number | bigint>;
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type Json = ColumnType<unknown, string, string>;
