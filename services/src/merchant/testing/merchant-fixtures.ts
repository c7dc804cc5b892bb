import { creditCodeCheckCharacter } from '@services/merchant/merchant/merchant-checks';
import type { MerchantProfile } from '@services/merchant/merchant/merchant.events';

/** A valid unified social credit code built from 17 characters and their check character. */
export function validCreditCode(first17 = '91350100M000100Y4'): string {
  return first17 + creditCodeCheckCharacter(first17)!;
}

/** A distinct valid code for the n-th test merchant. */
export function creditCodeNumber(n: number): string {
  return validCreditCode(`913501${String(n).padStart(11, '0')}`);
}

export function merchantProfile(overrides: Partial<MerchantProfile> = {}): MerchantProfile {
  return {
    merchantName: '星河健身',
    creditCode: validCreditCode(),
    legalPerson: '张三',
    contactName: '李四',
    phone: '13800138000',
    address: '福州市鼓楼区五四路 1 号',
    industryCategory: '1900000000000400101',
    industryTags: [],
    superviseBankId: '1900000000000500001',
    bankAccountName: '星河健身有限公司',
    bankAccountNo: '6222020000000000001',
    bankName: '中国工商银行福州分行',
    digitalYuanWallet: null,
    ...overrides,
  };
}
