import type { Decider } from '@platform/commands/decider';
import { ConflictError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { MerchantCommand } from '@services/merchant/merchant/merchant.commands';
import type { MerchantEvent, MerchantProfile } from '@services/merchant/merchant/merchant.events';

export interface PresentMerchant {
  status: 'present';
  id: string;
  tenantId: string;
  profile: MerchantProfile;
  ruleIds: string[];
}

export type MerchantState = { status: 'absent' } | PresentMerchant | { status: 'removed' };

export const merchantNotFound = '商户不存在';

/**
 * A merchant's life: registered once, edited, bound to rules, removed once. Visible only to its
 * own tenant: to any other it does not exist. Edits that change nothing append nothing.
 */
export const merchantDecider: Decider<MerchantCommand, MerchantEvent, MerchantState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'MerchantRegistered':
        return {
          status: 'present',
          id: event.data.id,
          tenantId: event.data.tenantId,
          profile: profileOf(event.data),
          ruleIds: [],
        };
      case 'MerchantUpdated':
        return state.status === 'present' ? { ...state, profile: profileOf(event.data) } : state;
      case 'MerchantRulesSet':
        return state.status === 'present' ? { ...state, ruleIds: [...event.data.ruleIds] } : state;
      case 'MerchantRemoved':
        return { status: 'removed' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    if (command.type === 'RegisterMerchant') {
      if (state.status !== 'absent') throw new ConflictError('商户已存在');
      const { id, createDept } = command.data;
      return [
        {
          type: 'MerchantRegistered',
          data: {
            id,
            tenantId: metadata.tenantId,
            ...profileOf(command.data),
            createUser: metadata.callerId,
            createDept,
            createTime: metadata.at,
          },
        },
      ];
    }
    if (state.status !== 'present' || state.tenantId !== metadata.tenantId)
      throw new NotFoundError(merchantNotFound);
    const { id } = state;
    const by = metadata.callerId;
    const at = metadata.at;
    switch (command.type) {
      case 'UpdateMerchant': {
        const profile = profileOf(command.data);
        if (sameValues(state.profile, profile)) return [];
        return [{ type: 'MerchantUpdated', data: { id, ...profile, by, at } }];
      }
      case 'SetMerchantRules': {
        const ruleIds = [...new Set(command.data.ruleIds)];
        if (sameList(state.ruleIds, ruleIds)) return [];
        return [{ type: 'MerchantRulesSet', data: { id, tenantId: state.tenantId, ruleIds, by, at } }];
      }
      case 'RemoveMerchant':
        return [{ type: 'MerchantRemoved', data: { id, by, at } }];
      default:
        return assertNever(command);
    }
  },
};

/** Exactly the profile fields, so that extra properties of a parsed body never reach an event. */
function profileOf(source: MerchantProfile): MerchantProfile {
  return {
    merchantName: source.merchantName,
    creditCode: source.creditCode,
    legalPerson: source.legalPerson,
    contactName: source.contactName,
    phone: source.phone,
    address: source.address,
    industryCategory: source.industryCategory,
    industryTags: [...source.industryTags],
    superviseBankId: source.superviseBankId,
    bankAccountName: source.bankAccountName,
    bankAccountNo: source.bankAccountNo,
    bankName: source.bankName,
    digitalYuanWallet: source.digitalYuanWallet,
  };
}

function sameValues(a: MerchantProfile, b: MerchantProfile): boolean {
  return (Object.keys(a) as Array<keyof MerchantProfile>).every((key) => {
    const [x, y] = [a[key], b[key]];
    return Array.isArray(x) && Array.isArray(y) ? sameList(x, y) : x === y;
  });
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}
