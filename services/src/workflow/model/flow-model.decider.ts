import type { Decider } from '@platform/commands/decider';
import { ConflictError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { FlowModelCommand } from '@services/workflow/model/flow-model.commands';
import type { FlowModelEvent, ModelContent } from '@services/workflow/model/flow-model.events';

export type FlowModelState =
  | { status: 'absent' }
  | { status: 'saved'; id: string; tenantId: string; content: ModelContent; version: number }
  | { status: 'removed' };

export const modelNotFound = '流程模型不存在';

/** A process model: saved, edited, deployed any number of times (each a new version), removed once. */
export const flowModelDecider: Decider<FlowModelCommand, FlowModelEvent, FlowModelState> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    switch (event.type) {
      case 'FlowModelCreated': {
        const { id, tenantId } = event.data;
        return { status: 'saved', id, tenantId, content: contentOf(event.data), version: 0 };
      }
      case 'FlowModelUpdated':
        return state.status === 'saved' ? { ...state, content: contentOf(event.data) } : state;
      case 'FlowModelDeployed':
        return state.status === 'saved' ? { ...state, version: event.data.version } : state;
      case 'FlowModelRemoved':
        return { status: 'removed' };
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { metadata } = command;
    if (command.type === 'CreateFlowModel') {
      if (state.status !== 'absent') throw new ConflictError('流程模型已存在');
      const { id, createDept } = command.data;
      const audit = { createUser: metadata.callerId, createDept, createTime: metadata.at };
      return [
        {
          type: 'FlowModelCreated',
          data: { id, tenantId: metadata.tenantId, ...contentOf(command.data), ...audit },
        },
      ];
    }
    if (state.status !== 'saved' || state.tenantId !== metadata.tenantId)
      throw new NotFoundError(modelNotFound);
    const acted = { id: state.id, by: metadata.callerId, at: metadata.at };
    switch (command.type) {
      case 'UpdateFlowModel': {
        const content = contentOf(command.data);
        if (JSON.stringify(content) === JSON.stringify(state.content)) return [];
        return [{ type: 'FlowModelUpdated', data: { ...content, ...acted } }];
      }
      case 'RecordFlowModelDeployment':
        return [
          {
            type: 'FlowModelDeployed',
            data: { ...acted, version: state.version + 1, deploymentId: command.data.deploymentId },
          },
        ];
      case 'RemoveFlowModel':
        return [{ type: 'FlowModelRemoved', data: acted }];
      default:
        return assertNever(command);
    }
  },
};

function contentOf(source: ModelContent): ModelContent {
  return { modelKey: source.modelKey, name: source.name, description: source.description, xml: source.xml };
}
