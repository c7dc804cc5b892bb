import { createActor, fromPromise, waitFor } from 'xstate';
import type { ListQuery } from '@console/lib/resources/list-query';
import { resourceListMachine } from '@console/lib/resources/resource-list.machine';
import type { Page, ResourceRecord } from '@console/lib/resources/resource-records';

function pageOf(query: ListQuery): Page<ResourceRecord> {
  return {
    records: [{ id: String(query.current) }],
    total: 30,
    size: query.size,
    current: query.current,
    pages: 3,
  };
}

function start() {
  const asked: ListQuery[] = [];
  const machine = resourceListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: ListQuery }) => {
        asked.push(input);
        return pageOf(input);
      }),
    },
  });
  const actor = createActor(machine, { input: {} }).start();
  return { actor, asked };
}

describe('the resource list machine', () => {
  it('loads the first page on start, then each page asked for', async () => {
    const { actor, asked } = start();
    await waitFor(actor, (state) => state.matches('ready'));
    actor.send({ type: 'page.change', current: 2 });
    await waitFor(actor, (state) => state.matches('ready') && state.context.page.current === 2);
    expect(asked.map((query) => query.current)).toEqual([1, 2]);
    expect(actor.getSnapshot().context.generation).toBe(2);
  });

  it('goes back to page one when searching or resizing, and keeps the size on reset', async () => {
    const { actor, asked } = start();
    actor.send({ type: 'page.change', current: 3 });
    actor.send({ type: 'page.resize', size: 50 });
    actor.send({ type: 'query.search', filters: { postName: '经理' }, range: { start: '', end: '' } });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(asked.at(-1)).toMatchObject({ current: 1, size: 50, filters: { postName: '经理' } });
    actor.send({ type: 'query.reset' });
    await waitFor(
      actor,
      (state) => state.matches('ready') && asked.length > 0 && asked.at(-1)!.filters.postName === undefined,
    );
    expect(asked.at(-1)).toMatchObject({ current: 1, size: 50, filters: {} });
  });

  it('keeps the last question only when asked again mid-load', async () => {
    const { actor } = start();
    actor.send({ type: 'sort.change', sort: { field: 'sort', direction: 'ascending' } });
    actor.send({ type: 'page.change', current: 2 });
    await waitFor(actor, (state) => state.matches('ready'));
    expect(actor.getSnapshot().context.page.current).toBe(2);
    expect(actor.getSnapshot().context.query.sort).toEqual({ field: 'sort', direction: 'ascending' });
  });
});
