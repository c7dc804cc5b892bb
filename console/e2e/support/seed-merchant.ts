import { type AdminApi, creditCode, type TreeNode } from './admin-api';

/**
 * A merchant registered now by the admin's calls, with a supervise bank of its own. `tag` keeps
 * the records of tests that run at the same moment apart (six digits for the credit code).
 * Answers its id.
 */
export async function seedMerchant(api: AdminApi, name: string, tag: string): Promise<string> {
  const bank = await api.post<{ id: string }>('/api/prepaid-merchant/superviseBank/submit', {
    bankName: `${name}银行`,
    bankCode: `S${tag}${Date.now().toString(36)}`,
  });
  const [top] = await api.get<TreeNode[]>('/api/prepaid-merchant/category/tree');
  const category = top!.children?.[0] ?? top!;
  const merchant = await api.post<{ id: string }>('/api/prepaid-merchant/merchant/submit', {
    merchantName: name,
    creditCode: creditCode(tag),
    legalPerson: '钱九',
    contactName: '吴十',
    phone: '13612345678',
    address: '福州市鼓楼区1号',
    industryCategory: category.id,
    superviseBankId: bank.id,
    bankAccountName: name,
    bankAccountNo: '6222000077778888',
    bankName: '鼓楼支行',
  });
  return merchant.id;
}
