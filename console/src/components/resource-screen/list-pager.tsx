import type { SnapshotFrom } from 'xstate';
import { Pager } from '@console/components/resource-screen/pager';
import type { ListEvent, resourceListMachine } from '@console/lib/resources/resource-list.machine';

export interface ListPagerProps {
  snapshot: SnapshotFrom<typeof resourceListMachine>;
  send: (event: ListEvent) => void;
}

/** The pager of a list machine: the last page's count, the question's page and size. */
export function ListPager({ snapshot, send }: ListPagerProps) {
  const { query, page } = snapshot.context;
  return (
    <Pager
      total={page.total}
      current={query.current}
      size={query.size}
      pages={page.pages}
      onPage={(current) => send({ type: 'page.change', current })}
      onSize={(size) => send({ type: 'page.resize', size })}
    />
  );
}
