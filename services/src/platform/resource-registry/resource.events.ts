import type { DomainEvent } from '@platform/commands/decider';

/**
 * A record as its events carry it: every declared field plus the columns every record has.
 * Times are ISO-8601 instants; ids are decimal strings.
 */
export interface ResourceRecord {
  id: string;
  /** The owning tenant; a platform record (resource scope 'platform') has none. */
  tenantId?: string;
  createUser: string;
  createDept: string;
  createTime: string;
  updateUser: string;
  updateTime: string;
  status: number;
  [field: string]: unknown;
}

/** `<name>.created` and `<name>.updated` carry the whole record, so replaying either is idempotent. */
export type RecordCreated = DomainEvent<string, ResourceRecord>;
export type RecordUpdated = DomainEvent<string, ResourceRecord>;
export type RecordRemoved = DomainEvent<
  string,
  { id: string; tenantId: string | null; removedBy: string; removedAt: string }
>;

export type ResourceEvent = RecordCreated | RecordUpdated | RecordRemoved;

export interface RecordAuthor {
  tenantId: string;
  userId: string;
  deptId: string;
}

/**
 * A new record as its `created` event carries it: the submitted values, with the columns every
 * record has. A tenant record belongs to its author's tenant; a platform record to no tenant.
 */
export function newRecord(
  scope: 'tenant' | 'platform',
  id: string,
  values: Record<string, unknown>,
  author: RecordAuthor,
  at: string,
): ResourceRecord {
  return {
    ...values,
    id,
    ...(scope === 'tenant' ? { tenantId: author.tenantId } : {}),
    createUser: author.userId,
    createDept: author.deptId,
    createTime: at,
    updateUser: author.userId,
    updateTime: at,
    status: 1,
  };
}
