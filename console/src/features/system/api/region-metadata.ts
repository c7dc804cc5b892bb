import { systemMessages } from '@console/features/system/system.i18n';
import type { FieldKind, ResourceMetadata } from '@console/lib/resources/resource-metadata';

type RegionField = Exclude<keyof typeof systemMessages.zh.region, 'title'>;

function field(name: RegionField, kind: FieldKind, required: string | null, maxLength: number | null = null) {
  const label = { zh: systemMessages.zh.region[name], en: systemMessages.en.region[name] };
  return { name, kind, label, required, maxLength, filterable: false, sortable: false, dictCode: null };
}

/**
 * Regions (blade-system/region) are not a registry resource: China's divisions, keyed by their
 * code, with a controller of their own. The console declares them in the registry's shape, with
 * the server's messages (region.controller.ts), and region-calls.ts adapts the calls.
 */
export const regionMetadata: ResourceMetadata = {
  name: 'region',
  title: { zh: systemMessages.zh.region.title, en: systemMessages.en.region.title },
  api: '/api/blade-system/region',
  actions: ['list', 'detail', 'submit', 'remove', 'lazy-list'],
  permissions: { view: 'region_view', add: 'region_add', edit: 'region_edit', remove: 'region_delete' },
  fields: [
    { ...field('code', 'code', '请输入区划编号', 12), filterable: true },
    field('parentCode', 'code', '请选择上级区划', 12),
    { ...field('name', 'text', '请输入区划名称', 64), filterable: true },
    field('sort', 'integer', null),
    field('remark', 'text', null, 255),
  ],
  filters: { code: 'code', parentCode: 'code', name: 'text', regionLevel: 'number' },
  sortable: [],
  tree: { parentField: 'parentCode', titleField: 'name' },
};
