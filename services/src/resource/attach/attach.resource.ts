import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/**
 * Attachments (blade-resource/attach): one record per file put-file stored, written by put-file
 * itself. Removing one removes its stored object too (AttachController serves remove).
 */
export const attachResource = defineResource({
  name: 'attach',
  title: { zh: '附件管理', en: 'Attachments' },
  service: 'blade-resource',
  path: 'attach',
  table: 'blade_attach',
  fields: {
    link: field.text({ label: { zh: '附件地址', en: 'Link' }, required: '请输入附件地址' }),
    name: field.text({ label: { zh: '附件名称', en: 'Name' }, required: '请输入附件名称' }),
    originalName: field.text({
      label: { zh: '附件原名', en: 'Original name' },
      required: '请输入附件原名',
      filterable: true,
      sortable: true,
    }),
    extension: field.code({
      label: { zh: '附件拓展名', en: 'Extension' },
      required: '请输入附件拓展名',
      filterable: true,
      maxLength: 16,
    }),
    attachSize: field.integer({ label: { zh: '附件大小', en: 'Size' }, sortable: true }),
    ossId: field.reference({ label: { zh: '对象存储', en: 'Storage' } }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'remove'],
  servedElsewhere: ['remove'],
  permissions: { view: 'attach_view', add: 'attach_upload', edit: 'attach_upload', remove: 'attach_delete' },
});
