import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';

const label = (zh: string, en: string) => ({ zh, en });

/** The post resource as GET /api/platform/resources/detail?name=post answers it. */
export const postMetadata: ResourceMetadata = {
  name: 'post',
  title: label('岗位管理', 'Posts'),
  api: '/api/blade-system/post',
  actions: ['list', 'select', 'detail', 'submit', 'remove'],
  permissions: { view: 'post_view', add: 'post_add', edit: 'post_edit', remove: 'post_delete' },
  fields: [
    {
      name: 'category',
      kind: 'integer',
      label: label('岗位类型', 'Post type'),
      required: '请选择岗位类型',
      maxLength: null,
      filterable: true,
      sortable: false,
      dictCode: 'post_category',
    },
    {
      name: 'postName',
      kind: 'text',
      label: label('岗位名称', 'Post name'),
      required: '请输入岗位名称',
      maxLength: 64,
      filterable: true,
      sortable: true,
      dictCode: null,
    },
    {
      name: 'sort',
      kind: 'integer',
      label: label('岗位排序', 'Sort'),
      required: '请输入岗位排序',
      maxLength: null,
      filterable: false,
      sortable: true,
      dictCode: null,
    },
  ],
  filters: { id: 'id', createTime: 'date', category: 'number', postName: 'text' },
  sortable: ['postName', 'sort', 'createTime', 'updateTime'],
  tree: null,
};

export const postCategories = [
  { dictKey: '1', dictValue: '高层' },
  { dictKey: '2', dictValue: '中层' },
];
