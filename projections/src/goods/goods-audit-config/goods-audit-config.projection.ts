import { assertNever } from '@platform/lang/assert-never';
import { goodsAuditConfigTable } from '@projections/goods/goods-audit-config/goods-audit-config.table';
import { actedPatch, createdStamp } from '@projections/support/audit-stamps';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import {
  auditConfigStatus,
  type AuditSettings,
  type GoodsAuditConfigEvent,
} from '@services/goods/audit-config/goods-audit-config.events';

type ConfigRow = RowOf<typeof goodsAuditConfigTable>;

/** The audit configurations: one row per industry category and tenant that has one. */
export const goodsAuditConfigProjection: Projection = {
  name: 'goods-audit-config-read-model',
  handles: [
    'GoodsAuditConfigCreated',
    'GoodsAuditConfigUpdated',
    'GoodsAuditConfigEnabled',
    'GoodsAuditConfigDisabled',
  ] satisfies Array<GoodsAuditConfigEvent['type']>,
  tables: [goodsAuditConfigTable.name],
  ...rowChangeWrites(goodsAuditConfigTable, changeOf),
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
        ...createdStamp(data),
        status: data.status,
      };
      return { kind: 'row', row };
    }
    case 'GoodsAuditConfigUpdated':
      return actedPatch<ConfigRow>({ ...settingColumns(event.data) }, event.data);
    case 'GoodsAuditConfigEnabled':
      return actedPatch<ConfigRow>({ status: auditConfigStatus.enabled }, event.data);
    case 'GoodsAuditConfigDisabled':
      return actedPatch<ConfigRow>({ status: auditConfigStatus.disabled }, event.data);
    default:
      return assertNever(event);
  }
}

function settingColumns(settings: AuditSettings) {
  return {
    audit_required: settings.auditRequired,
    audit_role_id: settings.auditRoleId,
    remark: settings.remark,
  } satisfies Partial<ConfigRow>;
}
