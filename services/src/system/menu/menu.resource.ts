import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** Menu categories (WIRE.md): a console page, or a button on one. */
export const menuCategory = { menu: 1, button: 2 } as const;

/**
 * Menus and buttons (blade-system/menu): the platform's catalogue. Tenants reach them through
 * the roles they grant them to; a button's code is the permission code it stands for.
 */
export const menuResource = defineResource({
  name: 'menu',
  title: { zh: '菜单管理', en: 'Menus' },
  service: 'blade-system',
  path: 'menu',
  table: 'blade_menu',
  scope: 'platform',
  fields: {
    parentId: field.parent({ label: { zh: '上级菜单', en: 'Parent' }, filterable: true }),
    code: field.code({
      label: { zh: '菜单编号', en: 'Code' },
      required: '请输入菜单编号',
      maxLength: 255,
      filterable: true,
    }),
    name: field.text({
      label: { zh: '菜单名称', en: 'Name' },
      required: '请输入菜单名称',
      filterable: true,
      sortable: true,
    }),
    alias: field.text({ label: { zh: '菜单别名', en: 'Alias' }, filterable: true }),
    path: field.text({ label: { zh: '路由地址', en: 'Path' } }),
    source: field.text({ label: { zh: '菜单图标', en: 'Icon' } }),
    sort: field.sort('菜单排序'),
    category: field.integer({
      label: { zh: '菜单类型', en: 'Category' },
      required: '请选择菜单类型',
      dictCode: 'menu_category',
      filterable: true,
    }),
    action: field.integer({ label: { zh: '按钮功能', en: 'Button action' }, dictCode: 'button_func' }),
    // BladeX's flag: 2 opens the menu's address in a new window, 1 (also when not given) in the console.
    isOpen: field.integer({ label: { zh: '新窗口', en: 'New window' }, dictCode: 'menu_open', whenBlank: 1 }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'submit', 'remove', 'tree', 'lazy-list'],
  permissions: { view: 'menu_view', add: 'menu_add', edit: 'menu_edit', remove: 'menu_delete' },
  defaultSort: [{ field: 'sort', direction: 'asc' }],
  tree: { parentField: 'parentId', titleField: 'name', sortField: 'sort' },
});
