import { and, assign, fromPromise, setup } from 'xstate';
import {
  type GoodsAction,
  type GoodsItemState,
  offeredActions,
} from '@console/features/goods/machines/goods-offers';

export type GoodsActionItem = GoodsItemState & { id: string };

export type GoodsActionEvent =
  | { type: 'action.request'; action: GoodsAction; items: readonly GoodsActionItem[] }
  | { type: 'prompt.submit'; value: string }
  | { type: 'prompt.cancel' };

export interface GoodsActionRun {
  action: GoodsAction;
  ids: readonly string[];
  reason?: string;
  stock?: number;
}

interface GoodsActionContext {
  run: GoodsActionRun | null;
}

/** Actions that ask for a value (a reason, a stock) instead of a confirmation. */
const prompted: ReadonlySet<GoodsAction> = new Set(['reject', 'updateStock']);

/** A rejection's reason is not blank; a stock is a whole number, 0 or more. */
export function isValidPromptValue(action: GoodsAction, value: string): boolean {
  if (action === 'reject') return value.trim() !== '';
  if (action === 'updateStock') return /^\d{1,10}$/.test(value.trim()) && Number(value) <= 2147483647;
  return true;
}

/**
 * One lifecycle action on the selected goods: refused unless every item allows it, as the server
 * said (goods-offers.ts), then confirmed or given its value, then run. The confirmation,
 * the call, the success message and the reload are supplied by the page with `.provide()`; a
 * refused call has been shown by the HTTP client with the server's message, which names the ids.
 */
export const goodsActionMachine = setup({
  types: {} as { context: GoodsActionContext; events: GoodsActionEvent },
  actors: {
    confirmAction: fromPromise<boolean, GoodsActionRun>(() => Promise.resolve(true)),
    runAction: fromPromise<unknown, GoodsActionRun>(() => Promise.resolve()),
  },
  guards: {
    isOffered: ({ event }) =>
      event.type === 'action.request' && offeredActions(event.items).includes(event.action),
    isPrompted: ({ event }) => event.type === 'action.request' && prompted.has(event.action),
    isValidValue: ({ context, event }) =>
      event.type === 'prompt.submit' &&
      context.run !== null &&
      isValidPromptValue(context.run.action, event.value),
  },
  actions: {
    choose: assign({
      run: ({ event }) =>
        event.type === 'action.request'
          ? { action: event.action, ids: event.items.map((item) => item.id) }
          : null,
    }),
    takeValue: assign({
      run: ({ context, event }) => {
        if (event.type !== 'prompt.submit' || !context.run) return context.run;
        const value = event.value.trim();
        return context.run.action === 'updateStock'
          ? { ...context.run, stock: Number(value) }
          : { ...context.run, reason: value };
      },
    }),
    clear: assign({ run: null }),
    notifyDone: () => undefined,
    reload: () => undefined,
  },
}).createMachine({
  id: 'goodsAction',
  context: { run: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.request': [
          { guard: and(['isOffered', 'isPrompted']), target: 'prompting', actions: 'choose' },
          { guard: 'isOffered', target: 'confirming', actions: 'choose' },
        ],
      },
    },
    confirming: {
      invoke: {
        src: 'confirmAction',
        input: ({ context }) => context.run!,
        onDone: [
          { guard: ({ event }) => event.output, target: 'running' },
          { target: 'idle', actions: 'clear' },
        ],
        onError: { target: 'idle', actions: 'clear' },
      },
    },
    prompting: {
      on: {
        'prompt.submit': { guard: 'isValidValue', target: 'running', actions: 'takeValue' },
        'prompt.cancel': { target: 'idle', actions: 'clear' },
      },
    },
    running: {
      invoke: {
        src: 'runAction',
        input: ({ context }) => context.run!,
        onDone: { target: 'idle', actions: ['notifyDone', 'reload', 'clear'] },
        onError: { target: 'idle', actions: ['reload', 'clear'] },
      },
    },
  },
});
