import type { CommandExecutor } from '@platform/commands/command-executor';
import { seedRecords } from '@platform/runtime/seed-records';
import { merchantCategoryResource } from '@services/merchant/category/merchant-category.resource';

/** Main industries and their sub-categories; the ids are fixed so that seeding is idempotent. */
const tree: ReadonlyArray<[main: string, code: string, children: readonly string[]]> = [
  ['教育培训', 'EDU', ['学科辅导', '语言培训', '艺术培训', '职业技能', '早教托育']],
  ['体育健身', 'SPORT', ['健身房', '游泳馆', '瑜伽普拉提', '球类运动', '武术搏击']],
  ['美容美发', 'BEAUTY', ['美发', '美容护肤', '美甲美睫', '医疗美容']],
  ['餐饮', 'FOOD', ['中餐', '西餐', '快餐简餐', '烘焙甜品', '茶饮咖啡']],
  ['生活服务', 'LIFE', ['洗衣洗护', '家政服务', '汽车服务', '摄影写真']],
  ['休闲娱乐', 'LEISURE', ['KTV', '电影院', '游乐场', '洗浴足疗']],
  ['零售', 'RETAIL', ['商超便利', '水果生鲜', '书店文具']],
];

const firstId = 1900000000000400001n;

export type SeedCategory = {
  id: string;
  parentId: string;
  industryCategory: string;
  categoryCode: string;
  sort: number;
  remark: null;
};

/** Main category m has id first + m·100; its child c has that id + c + 1. */
export const seedCategories: SeedCategory[] = tree.flatMap(([main, code, children], mainIndex) => {
  const mainId = firstId + BigInt(mainIndex * 100);
  const root: SeedCategory = {
    id: mainId.toString(),
    parentId: '0',
    industryCategory: main,
    categoryCode: code,
    sort: mainIndex + 1,
    remark: null,
  };
  return [
    root,
    ...children.map((name, childIndex) => ({
      id: (mainId + BigInt(childIndex + 1)).toString(),
      parentId: root.id,
      industryCategory: name,
      categoryCode: `${code}-${String(childIndex + 1).padStart(2, '0')}`,
      sort: childIndex + 1,
      remark: null,
    })),
  ];
});

/** Gives a tenant the starting category tree; records already there are kept as they are. */
export function seedMerchantCategories(executor: CommandExecutor, tenantId: string): Promise<number> {
  return seedRecords(executor, merchantCategoryResource, tenantId, seedCategories);
}
