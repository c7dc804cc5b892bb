import type { DomainEvent } from '@platform/commands/decider';

/** What a model says of itself: its key (the process id its deployments version), names and XML. */
export interface ModelContent {
  modelKey: string;
  name: string;
  description: string | null;
  xml: string;
}

interface Acted {
  id: string;
  by: string;
  at: string;
}

export type FlowModelCreated = DomainEvent<
  'FlowModelCreated',
  ModelContent & { id: string; tenantId: string; createUser: string; createDept: string; createTime: string }
>;
export type FlowModelUpdated = DomainEvent<'FlowModelUpdated', ModelContent & Acted>;
/** A deployment was made from the model: `version` deployments so far. */
export type FlowModelDeployed = DomainEvent<
  'FlowModelDeployed',
  Acted & { version: number; deploymentId: string }
>;
export type FlowModelRemoved = DomainEvent<'FlowModelRemoved', Acted>;

export type FlowModelEvent = FlowModelCreated | FlowModelUpdated | FlowModelDeployed | FlowModelRemoved;
