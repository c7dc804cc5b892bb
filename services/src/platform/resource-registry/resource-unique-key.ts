import type { UniqueKeyKind } from '@platform/commands/unique-key.decider';
import type { Resource } from '@platform/resource-registry/define-resource';

/**
 * The kind of unique value a resource's records hold (ResourceDeclaration.unique), or undefined
 * when it has none: one name for the submits that hold values and the seeds that hold theirs.
 */
export function resourceUniqueKey(resource: Resource): UniqueKeyKind | undefined {
  if (!resource.unique) return undefined;
  const { field, taken } = resource.unique;
  return { kind: `${resource.name}.${field}`, taken: { message: taken, field } };
}
