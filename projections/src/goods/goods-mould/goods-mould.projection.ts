import { assertNever } from '@platform/lang/assert-never';
import { goodsMouldTable } from '@projections/goods/goods-mould/goods-mould.table';
import { actedPatch, createdStamp } from '@projections/support/audit-stamps';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import {
  type GoodsMouldEvent,
  type MouldProfile,
  mouldStatus,
} from '@services/goods/mould/goods-mould.events';

type MouldRow = RowOf<typeof goodsMouldTable>;

/** The mould read model: one row per mould not removed. */
export const goodsMouldProjection: Projection = {
  name: 'goods-mould-read-model',
  handles: [
    'GoodsMouldCreated',
    'GoodsMouldUpdated',
    'GoodsMouldContentSaved',
    'GoodsMouldEnabled',
    'GoodsMouldDisabled',
    'GoodsMouldRemoved',
  ] satisfies Array<GoodsMouldEvent['type']>,
  tables: [goodsMouldTable.name],
  ...rowChangeWrites(goodsMouldTable, changeOf),
};

function changeOf(event: GoodsMouldEvent): RowChange<MouldRow> {
  switch (event.type) {
    case 'GoodsMouldCreated': {
      const { data } = event;
      const row: MouldRow = {
        id: data.id,
        tenant_id: data.tenantId,
        ...profileColumns(data),
        mould_content: data.content,
        ...createdStamp(data),
        status: data.status,
      };
      return { kind: 'row', row };
    }
    case 'GoodsMouldUpdated':
      return actedPatch<MouldRow>(profileColumns(event.data), event.data);
    case 'GoodsMouldContentSaved':
      return actedPatch<MouldRow>({ mould_content: event.data.content }, event.data);
    case 'GoodsMouldEnabled':
      return actedPatch<MouldRow>({ status: mouldStatus.enabled }, event.data);
    case 'GoodsMouldDisabled':
      return actedPatch<MouldRow>({ status: mouldStatus.disabled }, event.data);
    case 'GoodsMouldRemoved':
      return { kind: 'removed' };
    default:
      return assertNever(event);
  }
}

function profileColumns(profile: MouldProfile) {
  return {
    mould_name: profile.mouldName,
    industry_id: profile.industryId,
    industry_main_id: profile.industryMainId,
    remark: profile.remark,
  } satisfies Partial<MouldRow>;
}
