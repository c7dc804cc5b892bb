import type { Decider } from '@platform/commands/decider';
import { RefusedError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { GoodsAuditConfigCommand } from '@services/goods/audit-config/goods-audit-config.commands';
import {
  auditConfigStatus,
  type AuditSettings,
  type GoodsAuditConfigEvent,
} from '@services/goods/audit-config/goods-audit-config.events';

interface ConfigFacts {
  id: string;
  tenantId: string;
  settings: AuditSettings;
}

export type GoodsAuditConfigState =
  { status: 'absent' } | ({ status: 'enabled' } & ConfigFacts) | ({ status: 'disabled' } & ConfigFacts);

export const auditConfigNotFound = '审核配置不存在';

/**
 * The audit configuration of one industry category in one tenant. Its stream is named by the
 * tenant and the category (goods-audit-config.stream.ts), so a category has one configuration
 * at most, even under concurrent inserts. Asking for what already holds writes nothing.
 */
export const goodsAuditConfigDecider: Decider<
  GoodsAuditConfigCommand,
  GoodsAuditConfigEvent,
  GoodsAuditConfigState
> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'GoodsAuditConfigCreated': {
        const { id, tenantId, status } = event.data;
        const facts = { id, tenantId, settings: settingsOf(event.data) };
        return { status: status === auditConfigStatus.enabled ? 'enabled' : 'disabled', ...facts };
      }
      case 'GoodsAuditConfigUpdated':
        return state.status === 'absent' ? state : { ...state, settings: settingsOf(event.data) };
      case 'GoodsAuditConfigEnabled':
        return state.status === 'absent' ? state : { ...state, status: 'enabled' };
      case 'GoodsAuditConfigDisabled':
        return state.status === 'absent' ? state : { ...state, status: 'disabled' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    if (command.type === 'CreateGoodsAuditConfig') {
      if (state.status !== 'absent') throw new RefusedError('该行业分类已有审核配置');
      const { id, industryCategoryId, status, createDept } = command.data;
      const audit = { createUser: metadata.callerId, createDept, createTime: metadata.at };
      const data = {
        id,
        tenantId: metadata.tenantId,
        industryCategoryId,
        ...settingsOf(command.data),
        status,
      };
      return [{ type: 'GoodsAuditConfigCreated', data: { ...data, ...audit } }];
    }
    if (state.status === 'absent' || state.tenantId !== metadata.tenantId)
      throw new NotFoundError(auditConfigNotFound);
    const acted = { id: state.id, by: metadata.callerId, at: metadata.at };
    switch (command.type) {
      case 'UpdateGoodsAuditConfig': {
        const settings = settingsOf(command.data);
        if (JSON.stringify(settings) === JSON.stringify(state.settings)) return [];
        return [{ type: 'GoodsAuditConfigUpdated', data: { ...settings, ...acted } }];
      }
      case 'SetGoodsAuditConfigStatus': {
        const enable = command.data.status === auditConfigStatus.enabled;
        if (enable === (state.status === 'enabled')) return [];
        return [{ type: enable ? 'GoodsAuditConfigEnabled' : 'GoodsAuditConfigDisabled', data: acted }];
      }
      default:
        return assertNever(command);
    }
  },
};

function settingsOf(source: AuditSettings): AuditSettings {
  return { auditRequired: source.auditRequired, auditRoleId: source.auditRoleId, remark: source.remark };
}
