import type {
  ResourceAction,
  ResourceFieldMetadata,
  ResourceMetadata,
} from '@console/lib/resources/resource-metadata';

/**
 * A registry declaration whose calls are partly served by hand-written routes (merchantExt's
 * page and submit, ruleBase's page, save and update): the actions the console may offer, the
 * paged read, and display-only fields the list answers beside the declared ones.
 */
export function extendMetadata(
  metadata: ResourceMetadata,
  extra: { actions: readonly ResourceAction[]; listPath: string; fields?: readonly ResourceFieldMetadata[] },
): ResourceMetadata {
  return {
    ...metadata,
    actions: [...new Set([...metadata.actions, ...extra.actions])],
    listPath: extra.listPath,
    fields: [...metadata.fields, ...(extra.fields ?? [])],
  };
}
