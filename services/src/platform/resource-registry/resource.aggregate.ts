import { aggregate, type Aggregate } from '@platform/contexts/aggregate';
import type { Resource } from '@platform/resource-registry/define-resource';
import { resourceDecider } from '@platform/resource-registry/resource.decider';

/** A plain record's history folds with the registry's own decider, as its writes do. */
export function resourceAggregate(resource: Resource): Aggregate {
  return aggregate(resource.name, resource.streamId, resourceDecider(resource));
}
