import type { ListSpec } from '@platform/http/list-request';

/**
 * What each log's list and detail read, named as the wire names them (log.wire.ts), and what
 * its list may filter on: every list takes the date range of SPEC §9's shortcuts
 * (createTime_dategt / createTime_datelt).
 */

export const apiLogColumns = [
  'id',
  'tenant_id as tenantId',
  'create_time as createTime',
  'user_id as userId',
  'account',
  'method',
  'request_uri as requestUri',
  'params',
  'remote_ip as remoteIp',
  'status',
  'time_ms as time',
  'request_id as requestId',
] as const;

export const errorLogColumns = [
  'id',
  'tenant_id as tenantId',
  'create_time as createTime',
  'user_id as userId',
  'source',
  'type',
  'message',
  'stack',
  'info',
  'method',
  'request_uri as requestUri',
  'remote_ip as remoteIp',
  'request_id as requestId',
] as const;

export const usualLogColumns = [
  'id',
  'tenant_id as tenantId',
  'create_time as createTime',
  'log_level as logLevel',
  'log_id as logId',
  'log_data as logData',
] as const;

export const apiLogList: ListSpec = {
  filterable: {
    createTime: 'date',
    requestUri: 'text',
    method: 'code',
    status: 'number',
    requestId: 'code',
    account: 'text',
  },
};

export const errorLogList: ListSpec = {
  filterable: { createTime: 'date', source: 'code', message: 'text', requestId: 'code' },
};

export const usualLogList: ListSpec = {
  filterable: { createTime: 'date', logLevel: 'code', logId: 'text', logData: 'text' },
};
