import type { Decider } from '@platform/commands/decider';
import { ConflictError, NotFoundError } from '@platform/errors/app-errors';
import { assertNever } from '@platform/lang/assert-never';
import type { Resource } from '@platform/resources/define-resource';
import type { ResourceEvent, ResourceRecord } from '@platform/resources/resource.events';

export type ResourceCommand =
  | { kind: 'create'; record: ResourceRecord }
  | { kind: 'update'; tenantId: string; values: Record<string, unknown>; userId: string; at: string }
  | { kind: 'remove'; tenantId: string; userId: string; at: string };

export type ResourceState =
  { status: 'absent' } | { status: 'present'; record: ResourceRecord } | { status: 'removed' };

export const recordNotFound = '数据不存在';

/**
 * The life of a plain record: created once, updated while present, removed once. A record is
 * only visible to its own tenant: to any other it does not exist.
 */
export function resourceDecider(resource: Resource): Decider<ResourceCommand, ResourceEvent, ResourceState> {
  return {
    initialState: () => ({ status: 'absent' }),

    evolve(state, event) {
      switch (event.type) {
        case resource.events.created:
        case resource.events.updated:
          return { status: 'present', record: event.data as ResourceRecord };
        case resource.events.removed:
          return { status: 'removed' };
        default:
          return state;
      }
    },

    decide(command, state) {
      switch (command.kind) {
        case 'create':
          if (state.status !== 'absent') throw new ConflictError('数据已存在');
          return [{ type: resource.events.created, data: command.record }];
        case 'update': {
          const record = visibleRecord(state, command.tenantId);
          if (Object.entries(command.values).every(([field, value]) => record[field] === value)) return [];
          const updated = {
            ...record,
            ...command.values,
            updateUser: command.userId,
            updateTime: command.at,
          };
          return [{ type: resource.events.updated, data: updated }];
        }
        case 'remove': {
          const record = visibleRecord(state, command.tenantId);
          return [
            {
              type: resource.events.removed,
              data: {
                id: record.id,
                tenantId: record.tenantId,
                removedBy: command.userId,
                removedAt: command.at,
              },
            },
          ];
        }
        default:
          return assertNever(command);
      }
    },
  };
}

function visibleRecord(state: ResourceState, tenantId: string): ResourceRecord {
  if (state.status !== 'present' || state.record.tenantId !== tenantId)
    throw new NotFoundError(recordNotFound);
  return state.record;
}
