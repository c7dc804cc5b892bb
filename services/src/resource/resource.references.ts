import type { Reference } from '@platform/references/reference';

/** What blade-resource's records name: an attachment, the storage setting that holds its object. */
export const resourceReferences: readonly Reference[] = [
  {
    from: { table: 'blade_attach', column: 'oss_id', field: 'ossId' },
    to: { table: 'blade_oss' },
    missing: '对象存储配置不存在',
    inUse: '该存储配置中仍有附件,无法删除',
  },
];
