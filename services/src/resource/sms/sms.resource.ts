import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** The SMS providers a setting may name: the local gateway (infra/src/sms-gateway) or Aliyun. */
export const smsCategories = ['local', 'aliyun'] as const;
export type SmsCategory = (typeof smsCategories)[number];

/**
 * SMS settings (blade-resource/sms): a tenant's provider accounts, of which `enable` makes one
 * the one in use. "local" sends through the outer system SMS gateway; "aliyun" through Aliyun's
 * API with the setting's keys.
 */
export const smsResource = defineResource({
  name: 'sms',
  title: { zh: '短信配置', en: 'SMS settings' },
  service: 'blade-resource',
  path: 'sms',
  table: 'blade_sms',
  fields: {
    category: field.code({
      label: { zh: '服务商', en: 'Provider' },
      required: '请选择服务商',
      dictCode: 'sms_category',
      filterable: true,
      sortable: true,
    }),
    templateId: field.code({ label: { zh: '模板ID', en: 'Template id' }, required: '请输入模板ID' }),
    signName: field.text({ label: { zh: '短信签名', en: 'Signature' }, maxLength: 64 }),
    accessKey: field.text({ label: { zh: 'accessKey', en: 'Access key' }, maxLength: 128 }),
    secretKey: field.secret({ label: { zh: 'secretKey', en: 'Secret key' }, maxLength: 128 }),
    regionId: field.code({ label: { zh: '地域ID', en: 'Region' } }),
    endpoint: field.text({ label: { zh: '服务地址', en: 'Endpoint' }, maxLength: 255 }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'submit', 'remove', 'enable'],
  permissions: {
    view: 'sms_view',
    add: 'sms_add',
    edit: 'sms_edit',
    remove: 'sms_delete',
    enable: 'sms_enable',
  },
  validate(values) {
    if (!(smsCategories as readonly unknown[]).includes(values.category))
      return '服务商只能是 local 或 aliyun';
    if (values.category === 'aliyun' && (!values.accessKey || !values.secretKey || !values.signName))
      return '阿里云短信需要 accessKey、secretKey 与短信签名';
    return undefined;
  },
});
