import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** Where a setting keeps files: the process's local disk, or an S3-compatible object store. */
export const ossCategories = ['local', 's3'] as const;
export type OssCategory = (typeof ossCategories)[number];

/**
 * Storage settings (blade-resource/oss): a tenant's object stores, of which `enable` makes one
 * the one new uploads go to. A tenant that enabled none stores on the local disk. Files keep the
 * setting they were put with, so switching never strands an earlier upload.
 */
export const ossResource = defineResource({
  name: 'oss',
  title: { zh: '对象存储', en: 'Object storage' },
  service: 'blade-resource',
  path: 'oss',
  table: 'blade_oss',
  fields: {
    category: field.code({
      label: { zh: '分类', en: 'Category' },
      required: '请选择分类',
      dictCode: 'oss_category',
      filterable: true,
      sortable: true,
    }),
    ossCode: field.code({ label: { zh: '资源编号', en: 'Code' }, filterable: true }),
    endpoint: field.text({ label: { zh: '资源地址', en: 'Endpoint' }, maxLength: 255 }),
    bucketName: field.code({ label: { zh: '空间名', en: 'Bucket' } }),
    region: field.code({ label: { zh: '地域', en: 'Region' } }),
    accessKey: field.text({ label: { zh: 'accessKey', en: 'Access key' }, maxLength: 128 }),
    secretKey: field.secret({ label: { zh: 'secretKey', en: 'Secret key' }, maxLength: 128 }),
    maxSizeKb: field.integer({ label: { zh: '上传上限(KB)', en: 'Upload limit (KB)' } }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'submit', 'remove', 'enable'],
  permissions: {
    view: 'oss_view',
    add: 'oss_add',
    edit: 'oss_edit',
    remove: 'oss_delete',
    enable: 'oss_enable',
  },
  validate(values) {
    if (!(ossCategories as readonly unknown[]).includes(values.category)) return '分类只能是 local 或 s3';
    const limit = Number(values.maxSizeKb ?? 0);
    if (limit < 0 || limit > maxSizeKbAllowed) return `上传上限须在 0 到 ${maxSizeKbAllowed} KB 之间`;
    if (
      values.category === 's3' &&
      !(values.endpoint && values.bucketName && values.accessKey && values.secretKey)
    )
      return 'S3 存储需要资源地址、空间名、accessKey 与 secretKey';
    if (values.category === 's3' && !/^https?:\/\/[^\s/]+/.test(String(values.endpoint)))
      return '资源地址须以 http:// 或 https:// 开头';
    return undefined;
  },
});

/** A setting may lower the product's 10 MB limit, never raise it (the multipart parser's cap). */
export const maxSizeKbAllowed = 10 * 1024;
