import type { DomainEvent } from '@platform/commands/decider';

/**
 * A record as its events carry it: every declared field plus the columns every record has.
 * Times are ISO-8601 instants; ids are decimal strings.
 */
export interface ResourceRecord {
  id: string;
  tenantId: string;
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
  { id: string; tenantId: string; removedBy: string; removedAt: string }
>;

export type ResourceEvent = RecordCreated | RecordUpdated | RecordRemoved;
