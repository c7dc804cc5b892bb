import type { CommandMetadata } from '@platform/commands/command-metadata';
import type { MerchantProfile } from '@services/merchant/merchant/merchant.events';

type MerchantCommandOf<Type extends string, Data> = {
  type: Type;
  data: Data;
  metadata: CommandMetadata;
};

export type RegisterMerchant = MerchantCommandOf<
  'RegisterMerchant',
  MerchantProfile & { id: string; createDept: string }
>;
export type UpdateMerchant = MerchantCommandOf<'UpdateMerchant', MerchantProfile>;
export type SetMerchantRules = MerchantCommandOf<'SetMerchantRules', { ruleIds: string[] }>;
export type RemoveMerchant = MerchantCommandOf<'RemoveMerchant', Record<string, never>>;

export type MerchantCommand = RegisterMerchant | UpdateMerchant | SetMerchantRules | RemoveMerchant;
