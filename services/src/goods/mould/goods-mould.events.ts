import type { DomainEvent } from '@platform/commands/decider';
import type { MouldContent } from '@services/goods/mould/goods-mould.wire';

/** What a mould says of itself; its content is edited on its own (saveMouldContent). */
export interface MouldProfile {
  mouldName: string;
  industryId: string;
  industryMainId: string;
  remark: string | null;
}

/** 1 enabled: goods may use it and the industry lists show it; 0 disabled. */
export const mouldStatus = { disabled: 0, enabled: 1 } as const;
export type MouldStatus = (typeof mouldStatus)[keyof typeof mouldStatus];

interface Acted {
  id: string;
  by: string;
  at: string;
}

export type GoodsMouldCreated = DomainEvent<
  'GoodsMouldCreated',
  MouldProfile & {
    id: string;
    tenantId: string;
    content: MouldContent;
    status: MouldStatus;
    createUser: string;
    createDept: string;
    createTime: string;
  }
>;
export type GoodsMouldUpdated = DomainEvent<'GoodsMouldUpdated', MouldProfile & Acted>;
export type GoodsMouldContentSaved = DomainEvent<'GoodsMouldContentSaved', Acted & { content: MouldContent }>;
export type GoodsMouldEnabled = DomainEvent<'GoodsMouldEnabled', Acted>;
export type GoodsMouldDisabled = DomainEvent<'GoodsMouldDisabled', Acted>;
export type GoodsMouldRemoved = DomainEvent<'GoodsMouldRemoved', Acted>;

export type GoodsMouldEvent =
  | GoodsMouldCreated
  | GoodsMouldUpdated
  | GoodsMouldContentSaved
  | GoodsMouldEnabled
  | GoodsMouldDisabled
  | GoodsMouldRemoved;
