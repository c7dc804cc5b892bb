import type { Timestamp } from '@infra/schema/column-types';

/** One API call (migration 0080). */
export interface LogApiTable {
  id: string;
  tenant_id: string;
  user_id: string;
  account: string;
  method: string;
  request_uri: string;
  /** The query and body, secrets redacted, as JSON. */
  params: string;
  remote_ip: string;
  status: number;
  time_ms: number;
  request_id: string;
  create_time: Timestamp;
}

/** A server exception or a console error (migration 0080). */
export interface LogErrorTable {
  id: string;
  tenant_id: string;
  user_id: string;
  source: 'server' | 'console';
  type: string;
  message: string;
  stack: string;
  info: string;
  method: string;
  request_uri: string;
  remote_ip: string;
  request_id: string;
  create_time: Timestamp;
}

/** A business message of the services (migration 0080). */
export interface LogUsualTable {
  id: string;
  tenant_id: string;
  log_level: 'info' | 'warn' | 'error';
  /** What the message is about, for finding them all: 'supervise-bank.suspense'. */
  log_id: string;
  log_data: string;
  create_time: Timestamp;
}

// Telemetry tables, not read models (no events write them): their one writer declares them.
declare module '@infra/schema/database' {
  interface Database {
    log_api: LogApiTable;
    log_error: LogErrorTable;
    log_usual: LogUsualTable;
  }
}

export type LogTable = 'log_api' | 'log_error' | 'log_usual';
