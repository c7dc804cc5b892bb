import { workflowMessages } from '@console/features/workflow/workflow.i18n';
import { bothLabels, declaredField } from '@console/lib/resources/declared-resource';
import type {
  FieldKind,
  FilterKind,
  ResourceAction,
  ResourceMetadata,
} from '@console/lib/resources/resource-metadata';
import type { ResourceRecord, ResourceRecords } from '@console/lib/resources/resource-records';

type WorkflowField = keyof typeof workflowMessages.zh.fields | 'processKey';
export type WorkflowList = keyof typeof workflowMessages.zh.titles;

interface Declaration {
  api: string;
  listPath: string;
  actions: readonly ResourceAction[];
  /** The menu page's code, whose buttons are the permission codes (platform-menu-modules.ts). */
  code: string;
  /** The field that identifies a row: a task list's rows are tasks, the follow list's instances. */
  rowId: string;
  fields: Partial<Record<WorkflowField, FieldKind>>;
  /** The filters the list call takes (the workflow wire contract). */
  filters: Readonly<Record<string, FilterKind>>;
}

const flow = '/api/blade-flow';
/** The flow categories are a system dictionary; a category it does not hold is typed. */
const categoryDictionary = 'flow';
const definitionFields = {
  key: 'code',
  name: 'text',
  categoryName: 'text',
  version: 'integer',
  suspensionState: 'integer',
  deploymentTime: 'datetime',
} as const;
const taskFields = {
  processDefinitionName: 'text',
  taskName: 'text',
  startUserName: 'text',
  assigneeName: 'text',
  categoryName: 'text',
  createTime: 'datetime',
  status: 'code',
  processIsFinished: 'code',
  category: 'code',
} as const;
const taskFilters = { taskName: 'text', category: 'code' } as const;
const taskList = (list: 'claim' | 'todo' | 'send' | 'done', rowId = 'taskId'): Declaration => ({
  api: `${flow}/work`,
  listPath: `${list}-list`,
  actions: ['list'],
  code: `work_${list}`,
  rowId,
  fields: list === 'done' ? { ...taskFields, endTime: 'datetime', comment: 'text' } : taskFields,
  filters: taskFilters,
});

const declarations: Record<WorkflowList, Declaration> = {
  model: {
    api: `${flow}/model`,
    listPath: 'list',
    actions: ['list', 'remove'],
    code: 'flow_model',
    rowId: 'id',
    fields: {
      modelKey: 'code',
      name: 'text',
      description: 'text',
      version: 'integer',
      createTime: 'datetime',
      updateTime: 'datetime',
    },
    filters: { modelKey: 'code', name: 'text' },
  },
  manager: {
    api: `${flow}/manager`,
    listPath: 'list',
    actions: ['list'],
    code: 'flow_manager',
    rowId: 'id',
    fields: { ...definitionFields, tenantIds: 'text', processKey: 'code', category: 'code' },
    filters: { processKey: 'code', category: 'code' },
  },
  follow: {
    api: `${flow}/follow`,
    listPath: 'list',
    actions: ['list'],
    code: 'flow_follow',
    rowId: 'processInstanceId',
    fields: {
      processDefinitionName: 'text',
      processDefinitionKey: 'code',
      businessId: 'code',
      startUserName: 'text',
      status: 'code',
      startTime: 'datetime',
      endTime: 'datetime',
      deleteReason: 'text',
    },
    filters: { processDefinitionKey: 'code', businessId: 'code' },
  },
  start: {
    api: `${flow}/work`,
    listPath: 'start-list',
    actions: ['list'],
    code: 'work_start',
    rowId: 'id',
    fields: { ...definitionFields, category: 'code' },
    filters: { category: 'code' },
  },
  claim: taskList('claim'),
  todo: taskList('todo'),
  // One row per instance the caller started, with its current task (none once it ended).
  send: taskList('send', 'processInstanceId'),
  done: taskList('done'),
};

const labelOf = (name: WorkflowField) => {
  const { zh, en } = workflowMessages;
  return name === 'processKey'
    ? bothLabels(zh.fields, en.fields, 'key')
    : bothLabels(zh.fields, en.fields, name);
};

/** A workflow list in the registry's shape, so that the generic screen lists, searches and pages it. */
export function workflowMetadata(list: WorkflowList): ResourceMetadata {
  const { zh, en } = workflowMessages;
  const declaration = declarations[list];
  const { code } = declaration;
  return {
    name: list,
    title: bothLabels(zh.titles, en.titles, list),
    api: declaration.api,
    listPath: declaration.listPath,
    actions: declaration.actions,
    permissions: { view: `${code}_view`, add: '', edit: '', remove: `${code}_delete` },
    fields: (Object.entries(declaration.fields) as [WorkflowField, FieldKind][]).map(([name, kind]) =>
      declaredField(name, kind, labelOf(name), null, {
        filterable: name in declaration.filters,
        dictCode: name === 'category' ? categoryDictionary : null,
      }),
    ),
    filters: declaration.filters,
    sortable: [],
    tree: null,
  };
}

/**
 * The list's calls, its rows identified as the grid needs (`id`): a task list's by their task, the
 * follow list's by their instance.
 */
export function workflowCalls(list: WorkflowList) {
  const { rowId } = declarations[list];
  return (standard: ResourceRecords): ResourceRecords => ({
    ...standard,
    page: async (query, path) => {
      const page = await standard.page(query, path);
      return {
        ...page,
        records: page.records.map((record): ResourceRecord => ({
          ...record,
          id: String(record[rowId] ?? ''),
        })),
      };
    },
  });
}
