import type { FakeBankControl } from '@infra/fake-bank/fake-bank-control';
import { ApiCallError } from '@platform/http/api-client';
import { fenOf } from '@services/money/amount.wire';
import type { ProductApi } from '@services/money/simulation/product-api';

export interface SimulatedGoods {
  id: string;
  goodsName: string;
  priceFen: number;
}

export interface SimulatedMerchant {
  id: string;
  merchantName: string;
  goods: SimulatedGoods[];
}

interface Page<Row> {
  records: Row[];
  total: number;
}

type GoodsDraft = { goodsName: string; price: string; usageCount: number | null; validityDays: number };

/**
 * The merchants the simulation sells for. The product is seeded with none (only tenant 000000's
 * merchant categories), so the simulator brings its own: each known by its credit code, made
 * through the API on the first run and found again on every later one, with a seeded category
 * (made where the tenant has none), goods on sale, and its bank account proved by micro-deposit,
 * as a cut-payment requires.
 */
const cast: ReadonlyArray<{
  merchantName: string;
  creditCode: string;
  categoryCode: string;
  category: string;
  bankAccountNo: string;
  goods: readonly GoodsDraft[];
}> = [
  {
    merchantName: '星河健身(模拟)',
    creditCode: '91350102MA8DE00014',
    categoryCode: 'SPORT-01',
    category: '健身房',
    bankAccountNo: '6222020200100000001',
    goods: [
      { goodsName: '私教课 20 节', price: '3600.00', usageCount: 20, validityDays: 365 },
      { goodsName: '游泳季卡', price: '699.00', usageCount: null, validityDays: 90 },
    ],
  },
  {
    merchantName: '启明学科辅导(模拟)',
    creditCode: '91350102MA8DE00027',
    categoryCode: 'EDU-01',
    category: '学科辅导',
    bankAccountNo: '6222020200100000002',
    goods: [
      { goodsName: '数学一对一 30 课时', price: '4500.00', usageCount: 30, validityDays: 90 },
      { goodsName: '暑期英语班', price: '1280.00', usageCount: 24, validityDays: 60 },
    ],
  },
  {
    merchantName: '丽人美发(模拟)',
    creditCode: '91350102MA8DE0003A',
    categoryCode: 'BEAUTY-01',
    category: '美发',
    bankAccountNo: '6222020200100000003',
    goods: [
      { goodsName: '洗剪吹 10 次卡', price: '399.00', usageCount: 10, validityDays: 365 },
      { goodsName: '烫染护理套餐', price: '880.00', usageCount: 4, validityDays: 180 },
    ],
  },
];

export const simulatedMerchantCount = cast.length;
export const simulatedGoodsPerMerchant = Math.min(...cast.map((merchant) => merchant.goods.length));

const merchantPath = 'prepaid-merchant/merchant';
const goodsPath = 'prepaid-goods/goods';
const bankVerifyPath = 'prepaid-merchant/merchantBankVerify';

/** The simulation's merchants, each with its goods on sale and its account verified. */
export async function simulatedMerchants(
  api: ProductApi,
  bank: FakeBankControl,
): Promise<SimulatedMerchant[]> {
  const merchants: SimulatedMerchant[] = [];
  for (const member of cast) {
    const categoryId = await categoryOf(api, member.categoryCode, member.category);
    const id = await merchantOf(api, member, categoryId);
    const goods = await goodsOf(api, id, categoryId, member.goods);
    await verifyAccount(api, bank, id);
    merchants.push({ id, merchantName: member.merchantName, goods });
  }
  return merchants;
}

async function categoryOf(api: ProductApi, categoryCode: string, industryCategory: string): Promise<string> {
  const found = await api.get<Page<{ id: string }>>('prepaid-merchant/category/list', { categoryCode });
  if (found.records[0]) return found.records[0].id;
  const made = await api.post<{ id: string }>('prepaid-merchant/category/submit', {
    parentId: '0',
    industryCategory,
    categoryCode,
    sort: 1,
  });
  return made.id;
}

async function merchantOf(
  api: ProductApi,
  member: (typeof cast)[number],
  categoryId: string,
): Promise<string> {
  const found = await api.get<Page<{ id: string }>>(`${merchantPath}/page`, {
    creditCode: member.creditCode,
  });
  if (found.records[0]) return found.records[0].id;
  const made = await api.post<{ id: string }>(`${merchantPath}/submit`, {
    merchantName: member.merchantName,
    creditCode: member.creditCode,
    legalPerson: '张三',
    contactName: '李四',
    phone: '13800138000',
    address: '福州市鼓楼区五四路 1 号',
    industryCategory: categoryId,
    industryTags: [],
    superviseBankId: await superviseBankOf(api),
    bankAccountName: member.merchantName,
    bankAccountNo: member.bankAccountNo,
    bankName: '模拟银行福州分行',
  });
  return made.id;
}

/** The supervise bank record merchants name: the simulator's own, made once. */
async function superviseBankOf(api: ProductApi): Promise<string> {
  const bankCode = 'SIMBANK';
  const found = await api.get<Page<{ id: string }>>('prepaid-merchant/superviseBank/list', { bankCode });
  if (found.records[0]) return found.records[0].id;
  return (
    await api.post<{ id: string }>('prepaid-merchant/superviseBank/submit', {
      bankName: '模拟监管银行',
      bankCode,
    })
  ).id;
}

async function goodsOf(
  api: ProductApi,
  merchantId: string,
  industryCategoryId: string,
  drafts: readonly GoodsDraft[],
): Promise<SimulatedGoods[]> {
  const found = await api.get<Page<{ id: string; goodsName: string; price: string }>>(`${goodsPath}/page`, {
    merchantId,
    size: 100,
  });
  const goods: SimulatedGoods[] = [];
  for (const draft of drafts) {
    const existing = found.records.find((row) => row.goodsName === draft.goodsName);
    if (existing) {
      goods.push({ id: existing.id, goodsName: draft.goodsName, priceFen: fenOf(existing.price) });
      continue;
    }
    const made = await api.post<{ id: string }>(`${goodsPath}/save`, {
      merchantId,
      industryCategoryId,
      ...draft,
      originalPrice: draft.price,
      stock: 10_000,
    });
    // Without an audit configuration the submission puts it on sale at once.
    await api.post(`${goodsPath}/submitAudit`, undefined, { ids: made.id, status: 1 });
    goods.push({ id: made.id, goodsName: draft.goodsName, priceFen: fenOf(draft.price) });
  }
  return goods;
}

/** Proves the merchant's account as its holder would: reads the micro-deposit the bank paid, enters it. */
async function verifyAccount(api: ProductApi, bank: FakeBankControl, merchantId: string): Promise<void> {
  try {
    await api.get(`${bankVerifyPath}/selectValidAccount`, { id: merchantId });
    return;
  } catch (error) {
    if (!(error instanceof ApiCallError) || error.code !== 404) throw error;
  }
  const { requestId } = await api.post<{ requestId: string }>(
    `${bankVerifyPath}/requestBankVerify`,
    undefined,
    {
      id: merchantId,
    },
  );
  const paid = (await bank.payments()).find((payment) => payment.requestId === requestId);
  if (!paid) throw new Error(`the bank paid no micro-deposit under request ${requestId}`);
  await api.post(`${bankVerifyPath}/accountVerify`, undefined, { id: merchantId, transAmt: paid.amount });
}
