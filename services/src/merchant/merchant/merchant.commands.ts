import type { DomainCommand } from '@platform/commands/command-metadata';
import type { MerchantProfile } from '@services/merchant/merchant/merchant.events';

export type RegisterMerchant = DomainCommand<
  'RegisterMerchant',
  MerchantProfile & { id: string; createDept: string }
>;
export type UpdateMerchant = DomainCommand<'UpdateMerchant', MerchantProfile>;
export type SetMerchantRules = DomainCommand<'SetMerchantRules', { ruleIds: string[] }>;
export type RemoveMerchant = DomainCommand<'RemoveMerchant', Record<string, never>>;

export type MerchantCommand = RegisterMerchant | UpdateMerchant | SetMerchantRules | RemoveMerchant;
