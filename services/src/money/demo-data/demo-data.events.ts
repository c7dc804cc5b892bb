import type { DomainEvent } from '@platform/commands/decider';

/**
 * The embedded demo's orders began to be played into this tenant (demo-data.ts): written before
 * the first call, so that no later start plays them again, even after a start that stopped half-way.
 */
export type DemoDataStarted = DomainEvent<'DemoDataStarted', { orders: number; seed: number; at: string }>;

export type DemoDataEvent = DemoDataStarted;
