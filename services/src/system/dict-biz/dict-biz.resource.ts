import { defineResource } from '@platform/resource-registry/define-resource';
import { dictionaryParts } from '@services/system/dict/dict.resource';

/** Business dictionaries (blade-system/dict-biz): each tenant's own, shaped like system ones. */
export const dictBizResource = defineResource({
  ...dictionaryParts,
  name: 'dictBiz',
  title: { zh: '业务字典', en: 'Business dictionaries' },
  service: 'blade-system',
  path: 'dict-biz',
  table: 'blade_dict_biz',
  permissions: { view: 'dictbiz_view', add: 'dictbiz_add', edit: 'dictbiz_edit', remove: 'dictbiz_delete' },
});
