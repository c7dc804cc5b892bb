import { type Kysely, sql } from 'kysely';
import { auditColumns } from '@infra/migrations/audit-columns';
import { forgetTenantRowCounts, keepTenantRowCounts } from '@infra/migrations/tenant-row-counts';

/** The lists whose unfiltered totals are kept (tenant-row-counts.ts). */
const listedTables = ['flow_model', 'flow_instance'];

/**
 * The read models of blade-flow: process models, deployed process definitions, process
 * instances, their tasks and their activity history, and the leave requests of blade-desk.
 * Every list reads newest first within a tenant; the task lists by their owner (assignee,
 * start user, completer) or, for the claim list, by the candidate groups and users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE flow_model (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      model_key text NOT NULL,
      name text NOT NULL,
      description text,
      xml text NOT NULL,
      version integer NOT NULL DEFAULT 0,
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX flow_model_list ON flow_model (tenant_id, create_time DESC, id DESC)`.execute(db);

  // visible_tenants: the owner and the tenants tenantIds names, for start-list and starts.
  await sql`
    CREATE TABLE flow_definition (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      process_definition_id text NOT NULL UNIQUE,
      process_key text NOT NULL,
      name text NOT NULL,
      category text NOT NULL,
      version integer NOT NULL,
      deployment_id bigint NOT NULL,
      deployment_time timestamptz NOT NULL,
      suspension_state integer NOT NULL,
      resource_name text NOT NULL,
      tenant_ids text NOT NULL,
      visible_tenants text[] NOT NULL,
      xml text NOT NULL,
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE INDEX flow_definition_list ON flow_definition (tenant_id, create_time DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX flow_definition_key ON flow_definition (tenant_id, process_key, version DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX flow_definition_visible ON flow_definition USING gin (visible_tenants)`.execute(db);

  await sql`
    CREATE TABLE flow_instance (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      process_definition_id text NOT NULL,
      process_definition_key text NOT NULL,
      process_definition_name text NOT NULL,
      process_definition_version integer NOT NULL,
      category text NOT NULL,
      business_table text NOT NULL,
      business_id text NOT NULL,
      start_user bigint NOT NULL,
      start_user_name text NOT NULL,
      start_time timestamptz NOT NULL,
      end_time timestamptz,
      flow_status text NOT NULL,
      delete_reason text,
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX flow_instance_list ON flow_instance (tenant_id, create_time DESC, id DESC)`.execute(
    db,
  );
  await sql`
    CREATE INDEX flow_instance_starter ON flow_instance (tenant_id, start_user, create_time DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX flow_instance_business ON flow_instance (tenant_id, business_id)`.execute(db);

  await sql`
    CREATE TABLE flow_task (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      process_instance_id bigint NOT NULL,
      task_name text NOT NULL,
      task_definition_key text NOT NULL,
      candidate_users text[] NOT NULL,
      candidate_groups text[] NOT NULL,
      assignee bigint,
      claim_time timestamptz,
      end_time timestamptz,
      completed_by bigint,
      comment text,
      flag text,
      task_status text NOT NULL,
      ${auditColumns}
    )`.execute(db);
  await sql`
    CREATE INDEX flow_task_todo ON flow_task (tenant_id, assignee, create_time DESC, id DESC)
     WHERE task_status = 'todo'`.execute(db);
  await sql`
    CREATE INDEX flow_task_claim ON flow_task (tenant_id, create_time DESC, id DESC)
     WHERE task_status = 'claim'`.execute(db);
  await sql`
    CREATE INDEX flow_task_done ON flow_task (tenant_id, completed_by, end_time DESC, id DESC)
     WHERE task_status = 'done'`.execute(db);
  await sql`CREATE INDEX flow_task_instance ON flow_task (process_instance_id, create_time DESC)`.execute(db);

  await sql`
    CREATE TABLE flow_activity (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      process_instance_id bigint NOT NULL,
      activity_id text NOT NULL,
      activity_name text NOT NULL,
      activity_type text NOT NULL,
      start_time timestamptz NOT NULL,
      end_time timestamptz,
      assignee bigint,
      comment text,
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX flow_activity_instance ON flow_activity (process_instance_id, start_time, id)`.execute(
    db,
  );

  await sql`
    CREATE TABLE flow_leave (
      id bigint PRIMARY KEY,
      tenant_id varchar(12) NOT NULL,
      process_definition_id text NOT NULL,
      process_instance_id bigint NOT NULL,
      leave_type text,
      start_time timestamptz NOT NULL,
      end_time timestamptz NOT NULL,
      days integer NOT NULL,
      reason text NOT NULL,
      apply_user bigint NOT NULL,
      apply_user_name text NOT NULL,
      apply_time timestamptz NOT NULL,
      leave_status text NOT NULL,
      ${auditColumns}
    )`.execute(db);
  await sql`CREATE INDEX flow_leave_instance ON flow_leave (process_instance_id)`.execute(db);
  for (const table of listedTables) await keepTenantRowCounts(db, table);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of listedTables) await forgetTenantRowCounts(db, table);
  for (const table of [
    'flow_leave',
    'flow_activity',
    'flow_task',
    'flow_instance',
    'flow_definition',
    'flow_model',
  ])
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
}
