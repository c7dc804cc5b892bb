import { sql } from 'kysely';

/** The verification `v` is of the account the merchant `m`'s record names now. */
export const verifiesNamedAccount = sql<boolean>`(v.account_name = m.bank_account_name
  AND v.account_no = m.bank_account_no
  AND v.bank_name = m.bank_name)`;

/**
 * Joins a merchant `m` to its verification `v` where that speaks of where the merchant stands
 * now: a finished verification of an account it no longer names says nothing of the one it names
 * (the merchant shows as never asked), while an open request of the old one still shows, since it
 * holds back a new request until it ends.
 */
export const currentVerificationOfMerchant = sql<boolean>`(v.merchant_id = m.id
  AND v.tenant_id = m.tenant_id
  AND (${verifiesNamedAccount} OR v.status IN ('requested', 'deposited')))`;
