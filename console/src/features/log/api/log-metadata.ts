import type { ApiLogRecord, ErrorLogRecord, UsualLogRecord } from '@services/log/log.wire';
import { logMessages } from '@console/features/log/log.i18n';
import { bothLabels, declaredField } from '@console/lib/resources/declared-resource';
import type { FieldKind, FilterKind, ResourceMetadata } from '@console/lib/resources/resource-metadata';

export type LogKind = 'usual' | 'api' | 'error';

type FieldName = Exclude<keyof ApiLogRecord | keyof ErrorLogRecord | keyof UsualLogRecord, 'id'>;

interface LogView {
  /** Every field, in the detail's order, with its kind; the list shows `columns`. */
  fields: ReadonlyArray<[FieldName, FieldKind]>;
  columns: readonly FieldName[];
  /** Search inputs besides the date range (createTime), as log-columns.ts lets them filter. */
  search: Readonly<Partial<Record<FieldName, FilterKind>>>;
}

/** What each log shows, as the server answers it (log.wire.ts). */
export const logViews: Readonly<Record<LogKind, LogView>> = {
  api: {
    fields: [
      ['createTime', 'datetime'],
      ['account', 'text'],
      ['method', 'code'],
      ['requestUri', 'text'],
      ['status', 'integer'],
      ['time', 'integer'],
      ['remoteIp', 'text'],
      ['requestId', 'code'],
      ['params', 'longText'],
      ['userId', 'code'],
      ['tenantId', 'code'],
    ],
    columns: ['createTime', 'account', 'method', 'requestUri', 'status', 'time', 'remoteIp'],
    search: { requestUri: 'text', account: 'text', requestId: 'code' },
  },
  error: {
    fields: [
      ['createTime', 'datetime'],
      ['source', 'code'],
      ['type', 'text'],
      ['message', 'text'],
      ['requestUri', 'text'],
      ['method', 'code'],
      ['requestId', 'code'],
      ['remoteIp', 'text'],
      ['userId', 'code'],
      ['tenantId', 'code'],
      ['info', 'longText'],
      ['stack', 'longText'],
    ],
    columns: ['createTime', 'source', 'type', 'message', 'requestUri'],
    search: { message: 'text', requestId: 'code' },
  },
  usual: {
    fields: [
      ['createTime', 'datetime'],
      ['logLevel', 'code'],
      ['logId', 'text'],
      ['logData', 'text'],
      ['tenantId', 'code'],
    ],
    columns: ['createTime', 'logLevel', 'logId', 'logData'],
    search: { logId: 'text', logData: 'text' },
  },
};

/** A log as the generic screen serves it: list and detail only, read with `log_<kind>_view`. */
export function logMetadata(kind: LogKind): ResourceMetadata {
  const { zh, en } = logMessages;
  const view = logViews[kind];
  const code = `log_${kind}_view`;
  return {
    name: `log-${kind}`,
    title: { zh: zh.titles[kind], en: en.titles[kind] },
    api: `/api/blade-log/${kind}`,
    actions: ['list', 'detail'],
    permissions: { view: code, add: code, edit: code, remove: code },
    fields: view.fields.map(([name, fieldKind]) =>
      declaredField(name, fieldKind, bothLabels(zh.fields, en.fields, name), null, {
        filterable: name in view.search,
      }),
    ),
    filters: { ...view.search, createTime: 'date' },
    sortable: [],
    tree: null,
  };
}
