import type { HttpClient } from '@console/lib/http/http-client';
import type {
  Page,
  ResourceRecord,
  ResourceRecords,
  TreeNode,
} from '@console/lib/resources/resource-records';

const region = '/api/blade-system/region';

/** The provinces' parent (region.events.ts). */
export const topRegionCode = '00';

/** A region as the generic screen sees it: its code is its id. */
const withId = (record: Record<string, unknown>): ResourceRecord => ({ ...record, id: String(record.code) });

/**
 * The region calls in the registry's shape: keyed by code, one level read from the list (its
 * fields) and from lazy-tree (which of them have children), removal one code at a time.
 */
export function regionCalls(http: HttpClient) {
  return (standard: ResourceRecords): ResourceRecords => ({
    ...standard,
    async page(query) {
      const page = await http.get<Page<Record<string, unknown>>>(`${region}/list`, query);
      return { ...page, records: page.records.map(withId) };
    },
    detail: async (code) => withId(await http.get<Record<string, unknown>>(`${region}/detail`, { code })),
    async lazyList(parentCode) {
      const [level, nodes] = await Promise.all([
        http.get<Page<Record<string, unknown>>>(`${region}/list`, { parentCode, current: 1, size: 1000 }),
        http.get<TreeNode[]>(`${region}/lazy-tree`, { parentCode }),
      ]);
      const parents = new Set(nodes.filter((node) => node.hasChildren).map((node) => node.id));
      return level.records.map((record) => ({
        ...withId(record),
        hasChildren: parents.has(String(record.code)),
      }));
    },
    // The server removes one region (without children) a call; a failure stops the rest.
    async remove(codes) {
      for (const code of codes) await http.post(`${region}/remove`, undefined, { query: { id: code } });
      return {};
    },
  });
}
