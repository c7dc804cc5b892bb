import type { DomainEvent } from '@platform/commands/decider';

export type ProcessDefinitionVersionTaken = DomainEvent<
  'ProcessDefinitionVersionTaken',
  { key: string; version: number; processDefinitionId: string; deploymentId: string; at: string }
>;

export type DefinitionVersionEvent = ProcessDefinitionVersionTaken;
