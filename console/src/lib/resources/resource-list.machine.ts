import { assign, fromPromise, setup } from 'xstate';
import type { DateRange } from '@console/lib/resources/date-range';
import { initialListQuery, type ListQuery, type SortChoice } from '@console/lib/resources/list-query';
import type { Page, ResourceRecord } from '@console/lib/resources/resource-records';

export type ListEvent =
  | { type: 'query.search'; filters: Record<string, string>; range: DateRange }
  | { type: 'query.reset' }
  | { type: 'page.change'; current: number }
  | { type: 'page.resize'; size: number }
  | { type: 'sort.change'; sort: SortChoice | undefined }
  | { type: 'list.reload' };

interface ListContext {
  query: ListQuery;
  page: Page<ResourceRecord>;
  /** Bumped on every load, so that the screen can drop a selection of rows no longer shown. */
  generation: number;
}

const emptyPage: Page<ResourceRecord> = { records: [], total: 0, size: 0, current: 1, pages: 0 };

/**
 * A paged list: what was asked and what came back. Every change of the question loads again; a
 * change arriving mid-load restarts the load, so the answer shown is always the last question's.
 * The load itself is the `loadPage` actor, supplied by the screen with `.provide()`.
 */
export const resourceListMachine = setup({
  types: {} as { context: ListContext; events: ListEvent; input: { query?: ListQuery } },
  actors: {
    loadPage: fromPromise<Page<ResourceRecord>, ListQuery>(() => Promise.resolve(emptyPage)),
  },
  actions: {
    search: assign({
      query: ({ context, event }) =>
        event.type === 'query.search'
          ? { ...context.query, filters: event.filters, range: event.range, current: 1 }
          : context.query,
    }),
    reset: assign({ query: ({ context }) => ({ ...initialListQuery, size: context.query.size }) }),
    changePage: assign({
      query: ({ context, event }) =>
        event.type === 'page.change' ? { ...context.query, current: event.current } : context.query,
    }),
    resize: assign({
      query: ({ context, event }) =>
        event.type === 'page.resize' ? { ...context.query, size: event.size, current: 1 } : context.query,
    }),
    sort: assign({
      query: ({ context, event }) =>
        event.type === 'sort.change' ? { ...context.query, sort: event.sort } : context.query,
    }),
  },
}).createMachine({
  id: 'resourceList',
  context: ({ input }) => ({ query: input.query ?? initialListQuery, page: emptyPage, generation: 0 }),
  initial: 'loading',
  on: {
    'query.search': { target: '.loading', actions: 'search' },
    'query.reset': { target: '.loading', actions: 'reset' },
    'page.change': { target: '.loading', actions: 'changePage' },
    'page.resize': { target: '.loading', actions: 'resize' },
    'sort.change': { target: '.loading', actions: 'sort' },
    'list.reload': { target: '.loading' },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadPage',
        input: ({ context }) => context.query,
        onDone: {
          target: 'ready',
          actions: assign({
            page: ({ event }) => event.output,
            generation: ({ context }) => context.generation + 1,
          }),
        },
        // The HTTP client has already told the user why; the previous rows stay.
        onError: { target: 'ready' },
      },
    },
    ready: {},
  },
});
