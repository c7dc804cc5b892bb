import { assign, setup } from 'xstate';

/** The statuses of goods as the server stores them (services/src/goods/goods.events.ts). */
export const goodsStatus = {
  draft: 0,
  pendingAudit: 1,
  onSale: 2,
  rejected: 3,
  offSale: 4,
  recycled: 5,
} as const;
export type GoodsStatus = (typeof goodsStatus)[keyof typeof goodsStatus];
export type GoodsStage = keyof typeof goodsStatus;
/** What a recycled item may come back as: any status but pending and recycled. */
export type RestorableStatus = Exclude<GoodsStatus, 1 | 5>;

export type GoodsLifecycleEvent =
  | { type: 'goods.submitAudit'; auditRequired: boolean }
  | { type: 'goods.withdrawAudit' }
  | { type: 'goods.approve' }
  | { type: 'goods.reject'; reason: string }
  | { type: 'goods.putOnSale' }
  | { type: 'goods.takeOffSale' }
  | { type: 'goods.remove' }
  | { type: 'goods.recover' }
  | { type: 'goods.updateStock'; stock: number };

export type GoodsAction = GoodsLifecycleEvent['type'] extends `goods.${infer Action}` ? Action : never;

export interface GoodsLifecycleContext {
  stock: number;
  /** Set while recycled: the status recovery brings back. */
  restoreTo: RestorableStatus | null;
}

export interface GoodsLifecycleInput {
  stock?: number;
  restoreTo?: RestorableStatus | null;
}

const updateStock = { guard: 'isValidStock', actions: 'setStock' } as const;
const recycleAs = (status: RestorableStatus) =>
  ({ target: 'recycled', actions: { type: 'rememberStatus', params: { status } } }) as const;

/**
 * The life of one goods item, as the server's decider allows it (goods.decider.ts): a draft or
 * rejected item is submitted for audit (or goes straight on sale where its category needs no
 * audit), an auditor approves it or rejects it with a reason, it moves between on and off sale,
 * any item not pending goes to the recycle bin and comes back as what it was. The goods page asks
 * it which actions the selected items allow; the calls are the page's.
 */
export const goodsLifecycleMachine = setup({
  types: {} as {
    context: GoodsLifecycleContext;
    events: GoodsLifecycleEvent;
    input: GoodsLifecycleInput;
  },
  guards: {
    isAuditRequired: ({ event }) => event.type === 'goods.submitAudit' && event.auditRequired,
    hasReason: ({ event }) => event.type === 'goods.reject' && event.reason.trim() !== '',
    isValidStock: ({ event }) =>
      event.type === 'goods.updateStock' && Number.isSafeInteger(event.stock) && event.stock >= 0,
    isRestoringTo: ({ context }, params: { status: RestorableStatus }) => context.restoreTo === params.status,
  },
  actions: {
    setStock: assign({
      stock: ({ context, event }) => (event.type === 'goods.updateStock' ? event.stock : context.stock),
    }),
    rememberStatus: assign({
      restoreTo: (_, params: { status: RestorableStatus }) => params.status,
    }),
    forgetStatus: assign({ restoreTo: null }),
  },
}).createMachine({
  id: 'goodsLifecycle',
  context: ({ input }) => ({ stock: input.stock ?? 0, restoreTo: input.restoreTo ?? null }),
  initial: 'draft',
  states: {
    draft: {
      on: {
        'goods.submitAudit': [{ guard: 'isAuditRequired', target: 'pendingAudit' }, { target: 'onSale' }],
        'goods.remove': recycleAs(0),
        'goods.updateStock': updateStock,
      },
    },
    pendingAudit: {
      on: {
        'goods.withdrawAudit': { target: 'draft' },
        'goods.approve': { target: 'onSale' },
        'goods.reject': { guard: 'hasReason', target: 'rejected' },
        'goods.updateStock': updateStock,
      },
    },
    onSale: {
      on: {
        'goods.takeOffSale': { target: 'offSale' },
        'goods.remove': recycleAs(2),
        'goods.updateStock': updateStock,
      },
    },
    rejected: {
      on: {
        'goods.submitAudit': [{ guard: 'isAuditRequired', target: 'pendingAudit' }, { target: 'onSale' }],
        'goods.remove': recycleAs(3),
        'goods.updateStock': updateStock,
      },
    },
    offSale: {
      on: {
        'goods.putOnSale': { target: 'onSale' },
        'goods.remove': recycleAs(4),
        'goods.updateStock': updateStock,
      },
    },
    recycled: {
      on: {
        'goods.recover': [
          {
            guard: { type: 'isRestoringTo', params: { status: 0 } },
            target: 'draft',
            actions: 'forgetStatus',
          },
          {
            guard: { type: 'isRestoringTo', params: { status: 2 } },
            target: 'onSale',
            actions: 'forgetStatus',
          },
          {
            guard: { type: 'isRestoringTo', params: { status: 3 } },
            target: 'rejected',
            actions: 'forgetStatus',
          },
          {
            guard: { type: 'isRestoringTo', params: { status: 4 } },
            target: 'offSale',
            actions: 'forgetStatus',
          },
        ],
      },
    },
  },
});
