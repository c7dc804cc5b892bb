import { sql } from 'kysely';

/**
 * The columns every record table ends with (WIRE.md: createUser, createDept, createTime,
 * updateUser, updateTime, status). Frozen: migrations that already ran used it as it is, so a
 * change to these columns belongs in a new migration, never here.
 */
export const auditColumns = sql`
      create_user bigint,
      create_dept bigint,
      create_time timestamptz NOT NULL,
      update_user bigint,
      update_time timestamptz NOT NULL,
      status integer NOT NULL DEFAULT 1`;
