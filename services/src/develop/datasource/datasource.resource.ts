import { defineResource } from '@platform/resource-registry/define-resource';
import { field } from '@platform/resource-registry/resource-field';

/** The database kinds a data source may be, each read through its own driver (table-catalog.ts). */
export const datasourceDrivers = ['postgresql', 'mysql'] as const;
export type DatasourceDriver = (typeof datasourceDrivers)[number];

/**
 * Data sources (blade-develop/datasource): databases the code generator reads tables from, and
 * that tenants may be given. Either a connection URL or host and database name; the password is
 * sealed before it is stored (datasource.controller.ts serves submit) and never answered.
 */
export const datasourceResource = defineResource({
  name: 'datasource',
  title: { zh: '数据源管理', en: 'Data sources' },
  service: 'blade-develop',
  path: 'datasource',
  table: 'blade_datasource',
  scope: 'platform',
  fields: {
    name: field.text({
      label: { zh: '名称', en: 'Name' },
      required: '请输入数据源名称',
      maxLength: 100,
      filterable: true,
      sortable: true,
    }),
    driver: field.code({
      label: { zh: '驱动类型', en: 'Driver' },
      required: '请选择驱动类型',
      filterable: true,
    }),
    url: field.text({ label: { zh: '连接地址', en: 'URL' }, maxLength: 1000 }),
    host: field.text({ label: { zh: '主机', en: 'Host' } }),
    port: field.integer({ label: { zh: '端口', en: 'Port' } }),
    databaseName: field.code({ label: { zh: '数据库', en: 'Database' }, maxLength: 128 }),
    username: field.text({ label: { zh: '用户名', en: 'Username' }, maxLength: 128 }),
    password: field.secret({ label: { zh: '密码', en: 'Password' }, maxLength: 128 }),
    remark: field.remark(),
  },
  actions: ['list', 'detail', 'select', 'submit', 'remove'],
  servedElsewhere: ['submit'],
  permissions: {
    view: 'datasource_view',
    add: 'datasource_add',
    edit: 'datasource_edit',
    remove: 'datasource_delete',
  },
  validate(values) {
    if (!(datasourceDrivers as readonly unknown[]).includes(values.driver))
      return '驱动类型只能是 postgresql 或 mysql';
    if (values.url) {
      const scheme = values.driver === 'mysql' ? /^mysql:\/\//i : /^postgres(ql)?:\/\//i;
      if (!scheme.test(String(values.url))) return '连接地址与驱动类型不符';
    } else if (!values.host || !values.databaseName) return '请输入连接地址，或主机与数据库';
    const port = Number(values.port ?? 0);
    if (port < 0 || port > 65535) return '端口只能在 1 到 65535 之间';
    return undefined;
  },
});
