import { field } from '@platform/resource-registry/resource-field';

/**
 * What data scopes and API scopes share: the menu whose resource they limit, the resource's
 * code and a name. Each declaration adds its own rule fields.
 */
export const scopeOwnerFields = {
  menuId: field.reference({ label: { zh: '菜单', en: 'Menu' }, required: '请选择菜单', filterable: true }),
  resourceCode: field.code({
    label: { zh: '资源编号', en: 'Resource code' },
    required: '请输入资源编号',
    maxLength: 255,
    filterable: true,
  }),
  scopeName: field.text({
    label: { zh: '权限名称', en: 'Name' },
    required: '请输入权限名称',
    filterable: true,
  }),
};
