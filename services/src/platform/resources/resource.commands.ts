import type { RequestContext } from '@platform/context/request-context';
import type { Resource } from '@platform/resources/define-resource';

/** Create (no id) or update (with id) a record of any declared resource. */
export class SubmitResourceRecord {
  constructor(
    readonly resource: Resource,
    readonly id: string | undefined,
    readonly values: Record<string, unknown>,
    readonly context: RequestContext,
    readonly at: Date,
  ) {}
}

/** Remove records by id, all or nothing. */
export class RemoveResourceRecords {
  constructor(
    readonly resource: Resource,
    readonly ids: readonly string[],
    readonly context: RequestContext,
    readonly at: Date,
  ) {}
}
