import type { Insertable } from 'kysely';
import type { PrepaidGoodsAuditConfigTable } from '@infra/schema/goods.tables';
import { assertNever } from '@platform/lang/assert-never';
import type { Projection } from '@projections/runner/projection';
import {
  changesPerRow,
  type RowChange,
  type RowTable,
  writeRowChanges,
} from '@projections/support/row-changes';
import {
  auditConfigStatus,
  type AuditSettings,
  type GoodsAuditConfigEvent,
} from '@services/goods/audit-config/goods-audit-config.events';

type ConfigRow = Insertable<PrepaidGoodsAuditConfigTable>;

const configTable: RowTable<ConfigRow> = {
  name: 'prepaid_goods_audit_config',
  columnTypes: {
    id: 'bigint',
    tenant_id: 'text',
    industry_category_id: 'bigint',
    audit_required: 'integer',
    audit_role_id: 'bigint',
    remark: 'text',
    create_user: 'bigint',
    create_dept: 'bigint',
    create_time: 'timestamptz',
    update_user: 'bigint',
    update_time: 'timestamptz',
    status: 'integer',
  },
};

/** The audit configurations: one row per industry category and tenant that has one. */
export const goodsAuditConfigProjection: Projection = {
  name: 'goods-audit-config-read-model',
  handles: [
    'GoodsAuditConfigCreated',
    'GoodsAuditConfigUpdated',
    'GoodsAuditConfigEnabled',
    'GoodsAuditConfigDisabled',
  ] satisfies Array<GoodsAuditConfigEvent['type']>,
  tables: ['prepaid_goods_audit_config'],

  async apply(trx, events) {
    await writeRowChanges(trx, configTable, changesPerRow(events, changeOf));
  },
};

function changeOf(event: GoodsAuditConfigEvent): RowChange<ConfigRow> {
  switch (event.type) {
    case 'GoodsAuditConfigCreated': {
      const { data } = event;
      const row: ConfigRow = {
        id: data.id,
        tenant_id: data.tenantId,
        industry_category_id: data.industryCategoryId,
        ...settingColumns(data),
        create_user: data.createUser,
        create_dept: data.createDept,
        create_time: data.createTime,
        update_user: data.createUser,
        update_time: data.createTime,
        status: data.status,
      };
      return { kind: 'row', row };
    }
    case 'GoodsAuditConfigUpdated':
      return patch({ ...settingColumns(event.data) }, event.data);
    case 'GoodsAuditConfigEnabled':
      return patch({ status: auditConfigStatus.enabled }, event.data);
    case 'GoodsAuditConfigDisabled':
      return patch({ status: auditConfigStatus.disabled }, event.data);
    default:
      return assertNever(event);
  }
}

function patch(columns: Partial<ConfigRow>, acted: { by: string; at: string }): RowChange<ConfigRow> {
  return { kind: 'patch', patch: { ...columns, update_user: acted.by, update_time: acted.at } };
}

function settingColumns(settings: AuditSettings) {
  return {
    audit_required: settings.auditRequired,
    audit_role_id: settings.auditRoleId,
    remark: settings.remark,
  } satisfies Partial<ConfigRow>;
}
