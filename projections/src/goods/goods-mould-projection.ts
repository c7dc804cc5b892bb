import type { Insertable } from 'kysely';
import type { PrepaidGoodsMouldTable } from '@infra/schema/goods.tables';
import { assertNever } from '@platform/lang/assert-never';
import type { Projection } from '@projections/runner/projection';
import {
  changesPerRow,
  type RowChange,
  type RowTable,
  writeRowChanges,
} from '@projections/support/row-changes';
import {
  type GoodsMouldEvent,
  type MouldProfile,
  mouldStatus,
} from '@services/goods/mould/goods-mould.events';
import type { MouldContent } from '@services/goods/mould/mould-content';

/** A row as the batch's JSON carries it: the content inside it, not as JSON text. */
type MouldRow = Omit<Insertable<PrepaidGoodsMouldTable>, 'mould_content'> & { mould_content: MouldContent };

const mouldTable: RowTable<MouldRow> = {
  name: 'prepaid_goods_mould',
  columnTypes: {
    id: 'bigint',
    tenant_id: 'text',
    mould_name: 'text',
    industry_id: 'bigint',
    industry_main_id: 'bigint',
    mould_content: 'jsonb',
    remark: 'text',
    create_user: 'bigint',
    create_dept: 'bigint',
    create_time: 'timestamptz',
    update_user: 'bigint',
    update_time: 'timestamptz',
    status: 'integer',
  },
};

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
  tables: ['prepaid_goods_mould'],

  async apply(trx, events) {
    await writeRowChanges(trx, mouldTable, changesPerRow(events, changeOf));
  },
};

function changeOf(event: GoodsMouldEvent): RowChange<MouldRow> {
  switch (event.type) {
    case 'GoodsMouldCreated': {
      const { data } = event;
      const created = {
        create_user: data.createUser,
        create_dept: data.createDept,
        create_time: data.createTime,
      };
      const row: MouldRow = {
        id: data.id,
        tenant_id: data.tenantId,
        ...profileColumns(data),
        mould_content: data.content,
        ...created,
        update_user: data.createUser,
        update_time: data.createTime,
        status: data.status,
      };
      return { kind: 'row', row };
    }
    case 'GoodsMouldUpdated':
      return patch(profileColumns(event.data), event.data);
    case 'GoodsMouldContentSaved':
      return patch({ mould_content: event.data.content }, event.data);
    case 'GoodsMouldEnabled':
      return patch({ status: mouldStatus.enabled }, event.data);
    case 'GoodsMouldDisabled':
      return patch({ status: mouldStatus.disabled }, event.data);
    case 'GoodsMouldRemoved':
      return { kind: 'removed' };
    default:
      return assertNever(event);
  }
}

function patch(columns: Partial<MouldRow>, acted: { by: string; at: string }): RowChange<MouldRow> {
  return { kind: 'patch', patch: { ...columns, update_user: acted.by, update_time: acted.at } };
}

function profileColumns(profile: MouldProfile) {
  return {
    mould_name: profile.mouldName,
    industry_id: profile.industryId,
    industry_main_id: profile.industryMainId,
    remark: profile.remark,
  } satisfies Partial<MouldRow>;
}
