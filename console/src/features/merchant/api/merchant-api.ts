import type { HttpClient } from '@console/lib/http/http-client';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const merchant = '/api/prepaid-merchant';

/** A merchant's bank verification as the server shows it: never the amount paid. */
export interface BankVerification {
  merchantId: string;
  status: string;
  accountName: string;
  accountNo: string;
  bankName: string;
  attemptsLeft: number | null;
  requestedTime: string | null;
  verifiedTime: string | null;
}

export interface ValidAccount {
  merchantId: string;
  accountName: string;
  accountNo: string;
  bankName: string;
  verifiedTime: string;
}

/** The merchant calls beyond list and form: rules and bank verification (SPEC.md §7). */
export function merchantApi(http: HttpClient) {
  return {
    rules: () => http.get<ResourceRecord[]>(`${merchant}/ruleBase/getRuleList`),
    ruleIdsOf: (merchantId: string) =>
      http.get<string[]>(`${merchant}/ruleBase/getRuleIdsByMerchantId`, { merchantId }),
    saveRules: (merchantId: string, ruleIds: readonly string[]) =>
      http.post(`${merchant}/ruleBase/saveMerchantRule`, { merchantId, ruleIds }),
    requestBankVerify: (id: string) =>
      http.post<BankVerification>(`${merchant}/merchantBankVerify/requestBankVerify`, { id }),
    /** A wrong amount is a refusal whose message says the tries left; the caller shows it. */
    accountVerify: (id: string, transAmt: string) =>
      http.post<BankVerification>(
        `${merchant}/merchantBankVerify/accountVerify`,
        { id, transAmt },
        { silent: true },
      ),
    /** 404 until verified: not an error for the dialog, which then offers a request. */
    validAccount: (id: string) =>
      http.get<ValidAccount>(`${merchant}/merchantBankVerify/selectValidAccount`, { id }, { silent: true }),
  };
}

export type MerchantApi = ReturnType<typeof merchantApi>;
