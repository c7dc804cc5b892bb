import type { Page, ResourceRecord, TreeNode } from '@console/lib/resources/resource-records';

/**
 * Listed goods with what the grid shows in words: the status's name and the merchant's. A
 * merchant the tree does not hold keeps its id.
 */
export function goodsRows(
  page: Page<ResourceRecord>,
  merchants: readonly TreeNode[],
  statusName: (status: number) => string,
): Page<ResourceRecord> {
  const names = new Map(merchants.map((node) => [node.id, node.title]));
  return {
    ...page,
    records: page.records.map((record) => ({
      ...record,
      statusName: statusName(Number(record.status)),
      merchantName: names.get(String(record.merchantId)) ?? String(record.merchantId ?? ''),
    })),
  };
}
