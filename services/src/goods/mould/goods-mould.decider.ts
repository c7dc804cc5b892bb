import type { Decider } from '@platform/commands/decider';
import { ConflictError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { GoodsMouldCommand } from '@services/goods/mould/goods-mould.commands';
import {
  type GoodsMouldEvent,
  type MouldProfile,
  mouldStatus,
} from '@services/goods/mould/goods-mould.events';
import type { MouldContent } from '@services/goods/mould/goods-mould.wire';

interface MouldFacts {
  id: string;
  tenantId: string;
  profile: MouldProfile;
  content: MouldContent;
}

export type GoodsMouldState =
  | { status: 'absent' }
  | ({ status: 'enabled' } & MouldFacts)
  | ({ status: 'disabled' } & MouldFacts)
  | { status: 'removed' };

export const mouldNotFound = '商品模板不存在';

/**
 * A goods mould: created, edited, its content saved, enabled and disabled, removed once. Asking
 * for what already holds writes nothing. Visible to its own tenant only.
 */
export const goodsMouldDecider: Decider<GoodsMouldCommand, GoodsMouldEvent, GoodsMouldState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'GoodsMouldCreated') {
      const { id, tenantId, content, status } = event.data;
      const facts = { id, tenantId, profile: profileOf(event.data), content };
      return { status: status === mouldStatus.enabled ? 'enabled' : 'disabled', ...facts };
    }
    if (state.status !== 'enabled' && state.status !== 'disabled') return state;
    switch (event.type) {
      case 'GoodsMouldUpdated':
        return { ...state, profile: profileOf(event.data) };
      case 'GoodsMouldContentSaved':
        return { ...state, content: event.data.content };
      case 'GoodsMouldEnabled':
        return { ...state, status: 'enabled' };
      case 'GoodsMouldDisabled':
        return { ...state, status: 'disabled' };
      case 'GoodsMouldRemoved':
        return { status: 'removed' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    if (command.type === 'CreateGoodsMould') {
      if (state.status !== 'absent') throw new ConflictError('商品模板已存在');
      const { id, content, status, createDept } = command.data;
      const audit = { createUser: metadata.callerId, createDept, createTime: metadata.at };
      const data = { id, tenantId: metadata.tenantId, ...profileOf(command.data), content, status, ...audit };
      return [{ type: 'GoodsMouldCreated', data }];
    }
    if ((state.status !== 'enabled' && state.status !== 'disabled') || state.tenantId !== metadata.tenantId)
      throw new NotFoundError(mouldNotFound);
    const acted = { id: state.id, by: metadata.callerId, at: metadata.at };
    switch (command.type) {
      case 'UpdateGoodsMould': {
        const profile = profileOf(command.data);
        if (JSON.stringify(profile) === JSON.stringify(state.profile)) return [];
        return [{ type: 'GoodsMouldUpdated', data: { ...profile, ...acted } }];
      }
      case 'SaveGoodsMouldContent': {
        const { content } = command.data;
        if (JSON.stringify(content) === JSON.stringify(state.content)) return [];
        return [{ type: 'GoodsMouldContentSaved', data: { ...acted, content } }];
      }
      case 'SetGoodsMouldStatus': {
        const enable = command.data.status === mouldStatus.enabled;
        if (enable === (state.status === 'enabled')) return [];
        return [{ type: enable ? 'GoodsMouldEnabled' : 'GoodsMouldDisabled', data: acted }];
      }
      case 'RemoveGoodsMould':
        return [{ type: 'GoodsMouldRemoved', data: acted }];
      default:
        return assertNever(command);
    }
  },
};

function profileOf(source: MouldProfile): MouldProfile {
  return {
    mouldName: source.mouldName,
    industryId: source.industryId,
    industryMainId: source.industryMainId,
    remark: source.remark,
  };
}
