import type { DomainEvent } from '@platform/commands/decider';

/**
 * What an operator fills in on the merchant form. Ids are decimal strings. The supervise bank
 * account is where released money goes, so every change of it is an event of its own record.
 * Uniqueness of the credit code and the existence of the category, tags and bank span records:
 * the handler checks them against the read models before deciding.
 */
export interface MerchantProfile {
  merchantName: string;
  /** Unified social credit code, 18 characters with a valid check character. */
  creditCode: string;
  legalPerson: string;
  contactName: string;
  phone: string;
  address: string;
  /** A category of the merchant industry category tree. */
  industryCategory: string;
  industryTags: string[];
  superviseBankId: string;
  bankAccountName: string;
  bankAccountNo: string;
  bankName: string;
  digitalYuanWallet: string | null;
}

export type MerchantRegistered = DomainEvent<
  'MerchantRegistered',
  MerchantProfile & {
    id: string;
    tenantId: string;
    createUser: string;
    createDept: string;
    createTime: string;
  }
>;
export type MerchantUpdated = DomainEvent<
  'MerchantUpdated',
  MerchantProfile & { id: string; by: string; at: string }
>;
/** The rules of the rule base the merchant is bound to, replaced whole (saveMerchantRule). */
export type MerchantRulesSet = DomainEvent<
  'MerchantRulesSet',
  { id: string; tenantId: string; ruleIds: string[]; by: string; at: string }
>;
export type MerchantRemoved = DomainEvent<'MerchantRemoved', { id: string; by: string; at: string }>;

export type MerchantEvent = MerchantRegistered | MerchantUpdated | MerchantRulesSet | MerchantRemoved;
