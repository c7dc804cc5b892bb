import type { Decider } from '@platform/commands/decider';
import { RefusedError, ConflictError, NotFoundError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';
import { platformTenantId, type Resource } from '@platform/resource-registry/define-resource';
import type { ResourceEvent, ResourceRecord } from '@platform/resource-registry/resource.events';

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
          const record = isUnsealing(resource, state, command.values)
            ? visibleRecord(resource, state, command.tenantId)
            : changeableRecord(resource, state, command.tenantId);
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
          const record = changeableRecord(resource, state, command.tenantId);
          return [
            {
              type: resource.events.removed,
              data: {
                id: record.id,
                tenantId: resource.scope === 'tenant' ? record.tenantId! : null,
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

/**
 * Whether an update only unseals a sealed record: whoever may edit the record may unseal it, and
 * then change or remove it. A seal guards against a change by mistake, not against a person.
 */
function isUnsealing(resource: Resource, state: ResourceState, values: Record<string, unknown>): boolean {
  if (!resource.seal || state.status !== 'present') return false;
  const { field } = resource.seal;
  return (
    state.record[field] === 1 &&
    values[field] === 0 &&
    Object.entries(values).every(([name, value]) => name === field || state.record[name] === value)
  );
}

/** A visible record that is not sealed (ResourceDeclaration.seal). */
function changeableRecord(resource: Resource, state: ResourceState, callerTenantId: string): ResourceRecord {
  const record = visibleRecord(resource, state, callerTenantId);
  if (resource.seal && record[resource.seal.field] === 1) throw new RefusedError(resource.seal.message);
  return record;
}

/**
 * A tenant's record exists only for that tenant; a platform record only for the platform. To
 * anyone else it does not exist, so that ids reveal nothing across tenants.
 */
function visibleRecord(resource: Resource, state: ResourceState, callerTenantId: string): ResourceRecord {
  if (state.status !== 'present') throw new NotFoundError(recordNotFound);
  const visible =
    resource.scope === 'tenant'
      ? state.record.tenantId === callerTenantId
      : callerTenantId === platformTenantId;
  if (!visible) throw new NotFoundError(recordNotFound);
  return state.record;
}
