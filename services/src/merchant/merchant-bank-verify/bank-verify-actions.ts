import { requestRefusal } from '@services/merchant/merchant-bank-verify/bank-verify.decider';
import type {
  BankVerifyAction,
  MerchantVerificationStatus,
} from '@services/merchant/merchant-bank-verify/bank-verify.wire';

/** A listed merchant as its read answers it: whether the verification is of the account it names now. */
interface ListedVerification {
  status: MerchantVerificationStatus;
  sameAccount: boolean;
}

/**
 * The actions a listed merchant's verification allows, asked of the decider's own rule so that the
 * list never offers what the request would refuse: a request unless one for the same account is
 * paid or proved (or one for another is still open), the amount only once paid.
 */
export function verifyActions({ status, sameAccount }: ListedVerification): BankVerifyAction[] {
  const canRequest = requestRefusal(status === 'unverified' ? 'none' : status, sameAccount) === undefined;
  return [
    ...(canRequest ? (['request'] as const) : []),
    ...(status === 'deposited' ? (['verify'] as const) : []),
  ];
}

/** The rows of a page with their allowed actions, and without what only decided them. */
export function withVerifyActions<Row extends ListedVerification, Page extends { records: Row[] }>(
  page: Page,
) {
  return {
    ...page,
    records: page.records.map(({ sameAccount, ...row }) => ({
      ...row,
      allowedActions: verifyActions({ status: row.status, sameAccount }),
    })),
  };
}
