import type { Migration } from 'kysely';

/** Migrations by permanent name: the names are recorded in kysely_migration. */
export type Migrations = Readonly<Record<string, Migration>>;
