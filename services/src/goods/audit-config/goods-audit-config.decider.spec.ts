import { given } from '@platform/commands/given-when-then';
import { RefusedError, NotFoundError } from '@platform/errors/domain-errors';
import type { CommandMetadata } from '@platform/commands/command-metadata';
import { goodsAuditConfigDecider } from '@services/goods/audit-config/goods-audit-config.decider';
import type {
  GoodsAuditConfigCreated,
  GoodsAuditConfigDisabled,
} from '@services/goods/audit-config/goods-audit-config.events';

const id = '1858000000000000701';
const auditor = '1858000000000000702';
const at = '2026-11-21T03:00:00.000Z';
const metadata: CommandMetadata = { tenantId: '000000', callerId: '1', at };
const settings = { auditRequired: 1 as const, auditRoleId: auditor, remark: null };

const created: GoodsAuditConfigCreated = {
  type: 'GoodsAuditConfigCreated',
  data: {
    id,
    tenantId: '000000',
    industryCategoryId: '31',
    ...settings,
    status: 1,
    createUser: '1',
    createDept: '0',
    createTime: at,
  },
};
const acted = { id, by: '1', at };
const disabled: GoodsAuditConfigDisabled = { type: 'GoodsAuditConfigDisabled', data: acted };

describe('a goods audit configuration', () => {
  it('is created once per industry category', () => {
    const create = {
      type: 'CreateGoodsAuditConfig' as const,
      data: { id, industryCategoryId: '31', ...settings, status: 1 as const, createDept: '0' },
      metadata,
    };
    given(goodsAuditConfigDecider, []).when(create).then([created]);
    given(goodsAuditConfigDecider, [created])
      .when(create)
      .thenRefuses(RefusedError, '该行业分类已有审核配置');
  });

  it('changes its settings, and changes nothing when they are the same', () => {
    const update = { type: 'UpdateGoodsAuditConfig' as const, metadata };
    given(goodsAuditConfigDecider, [created])
      .when({ ...update, data: { ...settings, auditRequired: 0 } })
      .then([{ type: 'GoodsAuditConfigUpdated', data: { ...settings, auditRequired: 0, ...acted } }]);
    given(goodsAuditConfigDecider, [created])
      .when({ ...update, data: settings })
      .thenNothing();
  });

  it('is disabled and enabled again, each only when it is not already', () => {
    const status = (value: 0 | 1) => ({
      type: 'SetGoodsAuditConfigStatus' as const,
      data: { status: value },
      metadata,
    });
    given(goodsAuditConfigDecider, [created]).when(status(0)).then([disabled]);
    given(goodsAuditConfigDecider, [created]).when(status(1)).thenNothing();
    given(goodsAuditConfigDecider, [created, disabled])
      .when(status(1))
      .then([{ type: 'GoodsAuditConfigEnabled', data: acted }]);
    given(goodsAuditConfigDecider, [created, disabled]).when(status(0)).thenNothing();
  });

  it('does not exist for another tenant, nor before it is created', () => {
    const update = { type: 'UpdateGoodsAuditConfig' as const, data: settings };
    given(goodsAuditConfigDecider, [created])
      .when({ ...update, metadata: { ...metadata, tenantId: '100001' } })
      .thenRefuses(NotFoundError, '审核配置不存在');
    given(goodsAuditConfigDecider, [])
      .when({ ...update, metadata })
      .thenRefuses(NotFoundError);
  });
});
