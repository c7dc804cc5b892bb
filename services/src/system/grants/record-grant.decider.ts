import type { Decider, DomainEvent } from '@platform/commands/decider';
import { NotFoundError } from '@platform/errors/domain-errors';
import type { Resource } from '@platform/resource-registry/define-resource';
import type { ResourceRecord } from '@platform/resource-registry/resource.events';

/** Named id lists a record grants (a role's menus and scopes, a top menu's menus). */
export type GrantLists = Record<string, readonly string[]>;

/** Replace what one record grants with these lists, whole. */
export interface GrantToRecord<Lists extends GrantLists> {
  id: string;
  tenantId: string;
  lists: Lists;
  userId: string;
  at: string;
}

export type GrantState<Lists extends GrantLists> =
  { status: 'absent' | 'removed' } | { status: 'present'; tenantId: string; granted: Lists | undefined };

/** How one kind of record is granted lists, on the record's own stream. */
export interface RecordGrantSpec<Lists extends GrantLists> {
  resource: Resource;
  /** The event type; its data carries the full lists, so that replaying it is idempotent. */
  granted: string;
  /** The key naming the record in the event's data (roleId, topMenuId). */
  idKey: string;
  notFound: string;
  /** The names of the lists, as the command and the event carry them. */
  lists: ReadonlyArray<keyof Lists & string>;
}

/**
 * Grants of a tenant record whose stream also holds the record's own events: only a present
 * record of the caller's tenant may be granted anything, and the same lists again decide nothing.
 */
export function recordGrantDecider<Lists extends GrantLists>(
  spec: RecordGrantSpec<Lists>,
): Decider<GrantToRecord<Lists>, DomainEvent, GrantState<Lists>> {
  const { events } = spec.resource;
  return {
    initialState: () => ({ status: 'absent' }),

    evolve(state, event) {
      switch (event.type) {
        case events.created:
        case events.updated: {
          const record = event.data as ResourceRecord;
          const granted = state.status === 'present' ? state.granted : undefined;
          return { status: 'present', tenantId: record.tenantId!, granted };
        }
        case events.removed:
          return { status: 'removed' };
        case spec.granted:
          if (state.status !== 'present') return state;
          return { ...state, granted: listsOf(spec, event.data as Record<string, unknown>) };
        default:
          return state;
      }
    },

    decide(command, state) {
      // Another tenant's record does not exist for the caller, so ids reveal nothing across tenants.
      if (state.status !== 'present' || state.tenantId !== command.tenantId)
        throw new NotFoundError(spec.notFound);
      if (state.granted && sameLists(state.granted, command.lists)) return [];
      const data = {
        [spec.idKey]: command.id,
        tenantId: command.tenantId,
        ...command.lists,
        grantedBy: command.userId,
        grantedAt: command.at,
      };
      return [{ type: spec.granted, data }];
    },
  };
}

function listsOf<Lists extends GrantLists>(
  spec: RecordGrantSpec<Lists>,
  data: Record<string, unknown>,
): Lists {
  return Object.fromEntries(spec.lists.map((name) => [name, data[name]])) as Lists;
}

function sameLists(a: GrantLists, b: GrantLists): boolean {
  const same = (x: readonly string[] = [], y: readonly string[] = []) =>
    x.length === y.length && x.every((id, index) => id === y[index]);
  return Object.keys({ ...a, ...b }).every((key) => same(a[key], b[key]));
}
