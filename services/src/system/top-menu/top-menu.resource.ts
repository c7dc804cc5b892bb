import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** Top menus (blade-system/topmenu): the tabs above a tenant's console menu. */
export const topMenuResource = defineResource({
  name: 'topMenu',
  title: { zh: '顶部菜单', en: 'Top menus' },
  service: 'blade-system',
  path: 'topmenu',
  table: 'blade_top_menu',
  fields: {
    code: field.code({ label: { zh: '顶部菜单编号', en: 'Code' }, required: '请输入顶部菜单编号' }),
    name: field.text({
      label: { zh: '顶部菜单名', en: 'Name' },
      required: '请输入顶部菜单名',
      filterable: true,
      sortable: true,
    }),
    source: field.text({ label: { zh: '顶部菜单图标', en: 'Icon' } }),
    sort: field.sort('顶部菜单排序'),
  },
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'topmenu_view', add: 'topmenu_add', edit: 'topmenu_edit', remove: 'topmenu_delete' },
  defaultSort: [{ field: 'sort', direction: 'asc' }],
});
