import type { Decider } from '@platform/commands/decider';
import { ConflictError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { FlowDeploymentCommand } from '@services/workflow/manager/flow-deployment.commands';
import {
  type FlowDeploymentEvent,
  suspensionState,
  type SuspensionState,
} from '@services/workflow/manager/flow-deployment.events';

export type FlowDeploymentState =
  | { status: 'absent' }
  | { status: 'deployed'; id: string; tenantId: string; states: Record<string, SuspensionState> }
  | { status: 'deleted' };

export const deploymentNotFound = '流程部署不存在';
export const definitionNotFound = '流程定义不存在';

/**
 * A deployment: the process definitions made from one model or one upload, each active or
 * suspended, deleted together. Only the owner's tenant changes it.
 */
export const flowDeploymentDecider: Decider<FlowDeploymentCommand, FlowDeploymentEvent, FlowDeploymentState> =
  {
    initialState: () => ({ status: 'absent' }),

    evolve(state, event) {
      switch (event.type) {
        case 'ProcessDefinitionsDeployed': {
          const { id, tenantId, definitions } = event.data;
          const states = Object.fromEntries(definitions.map(({ rowId }) => [rowId, suspensionState.active]));
          return { status: 'deployed', id, tenantId, states };
        }
        case 'ProcessDefinitionStateChanged':
          if (state.status !== 'deployed') return state;
          return { ...state, states: { ...state.states, [event.data.rowId]: event.data.suspensionState } };
        case 'FlowDeploymentDeleted':
          return { status: 'deleted' };
        default:
          return assertNever(event);
      }
    },

    decide(command, state) {
      const { metadata } = command;
      if (command.type === 'DeployProcessDefinitions') {
        if (state.status !== 'absent') throw new ConflictError('流程部署已存在');
        const { id, category, tenantIds, definitions } = command.data;
        const visibleTenants = [...new Set([metadata.tenantId, ...tenantIds])];
        const data = {
          id,
          tenantId: metadata.tenantId,
          category,
          visibleTenants,
          deploymentTime: metadata.at,
          by: metadata.callerId,
          definitions,
        };
        return [{ type: 'ProcessDefinitionsDeployed', data }];
      }
      if (state.status !== 'deployed' || state.tenantId !== metadata.tenantId)
        throw new NotFoundError(deploymentNotFound);
      const acted = { id: state.id, by: metadata.callerId, at: metadata.at };
      switch (command.type) {
        case 'ChangeProcessDefinitionState': {
          const { rowId, suspensionState: wanted } = command.data;
          const current = state.states[rowId];
          if (current === undefined) throw new NotFoundError(definitionNotFound);
          if (current === wanted) return [];
          return [
            { type: 'ProcessDefinitionStateChanged', data: { ...acted, rowId, suspensionState: wanted } },
          ];
        }
        case 'DeleteFlowDeployment':
          return [{ type: 'FlowDeploymentDeleted', data: { ...acted, rowIds: Object.keys(state.states) } }];
        default:
          return assertNever(command);
      }
    },
  };
