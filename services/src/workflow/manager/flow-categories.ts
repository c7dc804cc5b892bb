/**
 * The process categories the console offers (BladeX's flow dictionary): a definition answers its
 * category's name beside its key; a category not listed is shown as it was given.
 */
export const flowCategories: Readonly<Record<string, string>> = {
  flow_1: '办公流程',
  flow_2: '业务流程',
  flow_3: '审批流程',
};

export function categoryName(category: string): string {
  return flowCategories[category] ?? category;
}
