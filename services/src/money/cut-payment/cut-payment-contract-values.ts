import type { ContractValues } from '@services/contract/contract.public';
import { formatWireDate, formatWireDay } from '@platform/http/wire-dates';

interface Application {
  orgPaymentNo: string;
  amount: string;
  createTime: Date;
}

interface Merchant {
  merchantName: string;
  creditCode: string;
  address: string;
  legalPerson: string;
  phone: string;
}

/**
 * What a cut-payment application's contract says: its merchant, its number (the template's
 * paymentNo), its amount in yuan (tradeAmount) and when it was applied for; signed today. A
 * cut-payment has no consumer or card: those placeholders are left empty.
 */
export function cutPaymentContractValues(
  application: Application,
  merchant: Merchant,
  today: Date,
): ContractValues {
  return {
    merchantName: merchant.merchantName,
    creditCode: merchant.creditCode,
    merchantAddress: merchant.address,
    legalPerson: merchant.legalPerson,
    merchantPhone: merchant.phone,
    superviseBank: '',
    buyerName: '',
    buyerPhone: '',
    buyerIdCard: '',
    paymentNo: application.orgPaymentNo,
    cardNo: '',
    goodsName: '',
    tradeAmount: application.amount,
    tradeTime: formatWireDate(application.createTime),
    signDate: formatWireDay(today),
  };
}
