import type { DomainCommand } from '@platform/commands/command-metadata';
import type { DeployedDefinition, SuspensionState } from '@services/workflow/manager/flow-deployment.events';

export type DeployProcessDefinitions = DomainCommand<
  'DeployProcessDefinitions',
  { id: string; category: string; tenantIds: string[]; definitions: DeployedDefinition[] }
>;
export type ChangeProcessDefinitionState = DomainCommand<
  'ChangeProcessDefinitionState',
  { rowId: string; suspensionState: SuspensionState }
>;
export type DeleteFlowDeployment = DomainCommand<'DeleteFlowDeployment', Record<string, never>>;

export type FlowDeploymentCommand =
  DeployProcessDefinitions | ChangeProcessDefinitionState | DeleteFlowDeployment;
