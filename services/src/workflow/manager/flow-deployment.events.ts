import type { DomainEvent } from '@platform/commands/decider';

/** 1 active: instances may start; 2 suspended: none may. */
export const suspensionState = { active: 1, suspended: 2 } as const;
export type SuspensionState = (typeof suspensionState)[keyof typeof suspensionState];

/** One process definition a deployment made: a new version of its key in the owner's tenant. */
export interface DeployedDefinition {
  /** The read model's row; the last part of processDefinitionId. */
  rowId: string;
  processDefinitionId: string;
  key: string;
  name: string;
  version: number;
  resourceName: string;
  xml: string;
}

export type ProcessDefinitionsDeployed = DomainEvent<
  'ProcessDefinitionsDeployed',
  {
    id: string;
    tenantId: string;
    category: string;
    /** The tenants that may see and start them: the owner's and those tenantIds named. */
    visibleTenants: string[];
    deploymentTime: string;
    by: string;
    definitions: DeployedDefinition[];
  }
>;
export type ProcessDefinitionStateChanged = DomainEvent<
  'ProcessDefinitionStateChanged',
  { id: string; rowId: string; suspensionState: SuspensionState; by: string; at: string }
>;
export type FlowDeploymentDeleted = DomainEvent<
  'FlowDeploymentDeleted',
  { id: string; rowIds: string[]; by: string; at: string }
>;

export type FlowDeploymentEvent =
  ProcessDefinitionsDeployed | ProcessDefinitionStateChanged | FlowDeploymentDeleted;
