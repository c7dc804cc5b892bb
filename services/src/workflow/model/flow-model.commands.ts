import type { DomainCommand } from '@platform/commands/command-metadata';
import type { ModelContent } from '@services/workflow/model/flow-model.events';

export type CreateFlowModel = DomainCommand<
  'CreateFlowModel',
  ModelContent & { id: string; createDept: string }
>;
export type UpdateFlowModel = DomainCommand<'UpdateFlowModel', ModelContent>;
export type RecordFlowModelDeployment = DomainCommand<'RecordFlowModelDeployment', { deploymentId: string }>;
export type RemoveFlowModel = DomainCommand<'RemoveFlowModel', Record<string, never>>;

export type FlowModelCommand =
  CreateFlowModel | UpdateFlowModel | RecordFlowModelDeployment | RemoveFlowModel;
