import type { Runtime } from '@platform/runtime/runtime-services';
import { importRegions, type Region, type RegionSource } from '@services/system/system.public';
import type { Answer } from '@services/testing/tenant-caller';
import { merchantProfile, creditCodeNumber } from '@services/merchant/testing/merchant-fixtures';
import type { MerchantProfile } from '@services/merchant/merchant/merchant.events';

type Call = <T>(method: 'GET' | 'POST', url: string, body?: unknown, tenant?: string) => Promise<Answer<T>>;

function region(code: string, name: string, level: number, parent?: Region): Region {
  const names = { 1: 'province', 2: 'city', 3: 'district', 4: 'town' } as const;
  const own = names[level as 1 | 2 | 3 | 4];
  return {
    code,
    parentCode: parent?.code ?? '00',
    ancestors: parent ? `${parent.ancestors},${parent.code}` : '00',
    name,
    provinceCode: parent?.provinceCode ?? null,
    provinceName: parent?.provinceName ?? null,
    cityCode: parent?.cityCode ?? null,
    cityName: parent?.cityName ?? null,
    districtCode: parent?.districtCode ?? null,
    districtName: parent?.districtName ?? null,
    townCode: null,
    townName: null,
    villageCode: null,
    villageName: null,
    [`${own}Code`]: code,
    [`${own}Name`]: name,
    regionLevel: level,
    sort: 1,
    remark: null,
  } as Region;
}

/** Four levels down to one street: 福建省 › 福州市 › 鼓楼区 › 鼓东街道. */
export function testRegions(): RegionSource {
  const province = region('35', '福建省', 1);
  const city = region('3501', '福州市', 2, province);
  const district = region('350102', '鼓楼区', 3, city);
  const street = region('350102001', '鼓东街道', 4, district);
  return { source: 'merchant-test-regions', regions: () => [province, city, district, street] };
}

export function importTestRegions(runtime: Runtime): Promise<number> {
  return importRegions({ executor: runtime.executor, store: runtime.infrastructure.store }, testRegions());
}

/** A category, a supervise bank and a tag of `tenant`, and a merchant using them. */
export async function createMerchant(
  call: Call,
  tenant: string,
  n: number,
  overrides: Partial<MerchantProfile> = {},
) {
  const category = await call<{ id: string }>(
    'POST',
    '/api/prepaid-merchant/category/submit',
    { parentId: '0', industryCategory: `类别${n}`, sort: n },
    tenant,
  );
  const bank = await call<{ id: string }>(
    'POST',
    '/api/prepaid-merchant/superviseBank/submit',
    { bankName: `监管银行${n}`, bankCode: `B${n}` },
    tenant,
  );
  const tag = await call<{ id: string }>(
    'POST',
    '/api/prepaid-merchant/industryTag/submit',
    { tagName: `标签${n}`, sort: 1 },
    tenant,
  );
  const body = merchantProfile({
    merchantName: `商户${n}`,
    creditCode: creditCodeNumber(n),
    industryCategory: category.data.id,
    superviseBankId: bank.data.id,
    industryTags: [tag.data.id],
    bankAccountNo: `62220200000${String(n).padStart(8, '0')}`,
    ...overrides,
  });
  const merchant = await call<{ id: string } & Record<string, unknown>>(
    'POST',
    '/api/prepaid-merchant/merchant/submit',
    body,
    tenant,
  );
  if (merchant.code !== 200) throw new Error(`merchant not created: ${merchant.msg}`);
  return {
    merchant: merchant.data,
    body,
    categoryId: category.data.id,
    bankId: bank.data.id,
    tagId: tag.data.id,
  };
}
