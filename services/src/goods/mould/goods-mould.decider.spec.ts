import { given } from '@platform/commands/given-when-then';
import { ConflictError, NotFoundError } from '@platform/errors/domain-errors';
import type { CommandMetadata } from '@platform/commands/command-metadata';
import { goodsMouldDecider } from '@services/goods/mould/goods-mould.decider';
import type {
  GoodsMouldCreated,
  GoodsMouldDisabled,
  GoodsMouldRemoved,
} from '@services/goods/mould/goods-mould.events';
import type { MouldContent } from '@services/goods/mould/goods-mould.wire';

const id = '1858000000000000801';
const at = '2026-11-21T04:00:00.000Z';
const metadata: CommandMetadata = { tenantId: '000000', callerId: '1', at };
const profile = { mouldName: '健身课程', industryId: '32', industryMainId: '3', remark: null };
const content: MouldContent = [{ key: 'coach', label: '教练', type: 'text', required: true, maxLength: 20 }];
const acted = { id, by: '1', at };

const created: GoodsMouldCreated = {
  type: 'GoodsMouldCreated',
  data: {
    id,
    tenantId: '000000',
    ...profile,
    content,
    status: 1,
    createUser: '1',
    createDept: '0',
    createTime: at,
  },
};
const disabled: GoodsMouldDisabled = { type: 'GoodsMouldDisabled', data: acted };
const removed: GoodsMouldRemoved = { type: 'GoodsMouldRemoved', data: acted };

describe('a goods mould', () => {
  it('is created once', () => {
    const create = {
      type: 'CreateGoodsMould' as const,
      data: { id, ...profile, content, status: 1 as const, createDept: '0' },
      metadata,
    };
    given(goodsMouldDecider, []).when(create).then([created]);
    given(goodsMouldDecider, [created]).when(create).thenRefuses(ConflictError, '商品模板已存在');
  });

  it('is edited and its content saved, each only when something changes', () => {
    given(goodsMouldDecider, [created])
      .when({ type: 'UpdateGoodsMould', data: { ...profile, mouldName: '私教课程' }, metadata })
      .then([{ type: 'GoodsMouldUpdated', data: { ...profile, mouldName: '私教课程', ...acted } }]);
    given(goodsMouldDecider, [created])
      .when({ type: 'UpdateGoodsMould', data: profile, metadata })
      .thenNothing();
    const more: MouldContent = [...content, { key: 'hours', label: '课时', type: 'number', required: false }];
    given(goodsMouldDecider, [created])
      .when({ type: 'SaveGoodsMouldContent', data: { content: more }, metadata })
      .then([{ type: 'GoodsMouldContentSaved', data: { ...acted, content: more } }]);
    given(goodsMouldDecider, [created])
      .when({ type: 'SaveGoodsMouldContent', data: { content }, metadata })
      .thenNothing();
  });

  it('is disabled and enabled, each only when it is not already', () => {
    const status = (value: 0 | 1) => ({
      type: 'SetGoodsMouldStatus' as const,
      data: { status: value },
      metadata,
    });
    given(goodsMouldDecider, [created]).when(status(0)).then([disabled]);
    given(goodsMouldDecider, [created]).when(status(1)).thenNothing();
    given(goodsMouldDecider, [created, disabled])
      .when(status(1))
      .then([{ type: 'GoodsMouldEnabled', data: acted }]);
  });

  it('is removed once, and is gone for every later command and for other tenants', () => {
    const remove = { type: 'RemoveGoodsMould' as const, data: {}, metadata };
    given(goodsMouldDecider, [created]).when(remove).then([removed]);
    given(goodsMouldDecider, [created, removed]).when(remove).thenRefuses(NotFoundError, '商品模板不存在');
    given(goodsMouldDecider, [created])
      .when({ ...remove, metadata: { ...metadata, tenantId: '100001' } })
      .thenRefuses(NotFoundError);
  });
});
