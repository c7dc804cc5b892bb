import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** OAuth clients (blade-system/client): the applications allowed to ask for tokens. */
export const clientResource = defineResource({
  name: 'client',
  title: { zh: '应用管理', en: 'Clients' },
  service: 'blade-system',
  path: 'client',
  table: 'blade_client',
  scope: 'platform',
  fields: {
    clientId: field.code({
      label: { zh: '应用id', en: 'Client id' },
      required: '请输入应用id',
      filterable: true,
      sortable: true,
    }),
    clientSecret: field.code({ label: { zh: '应用密钥', en: 'Client secret' }, required: '请输入应用密钥' }),
    scope: field.text({ label: { zh: '授权范围', en: 'Scope' }, required: '请输入授权范围' }),
    authorizedGrantTypes: field.text({
      label: { zh: '授权类型', en: 'Grant types' },
      required: '请输入授权类型',
    }),
    resourceIds: field.text({ label: { zh: '资源集合', en: 'Resource ids' } }),
    webServerRedirectUri: field.text({
      label: { zh: '回调地址', en: 'Redirect URI' },
      maxLength: 2000,
    }),
    authorities: field.text({ label: { zh: '权限', en: 'Authorities' } }),
    accessTokenValidity: field.integer({
      label: { zh: '令牌过期秒数', en: 'Access token validity (s)' },
      required: '请输入令牌过期秒数',
    }),
    refreshTokenValidity: field.integer({
      label: { zh: '刷新令牌过期秒数', en: 'Refresh token validity (s)' },
      required: '请输入刷新令牌过期秒数',
    }),
    additionalInformation: field.longText({ label: { zh: '附加说明', en: 'Additional information' } }),
    autoapprove: field.text({ label: { zh: '自动授权', en: 'Auto approve' } }),
  },
  actions: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'client_view', add: 'client_add', edit: 'client_edit', remove: 'client_delete' },
});
