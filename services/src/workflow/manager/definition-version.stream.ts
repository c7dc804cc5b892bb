/** The id of the versions of one process key in one tenant: `<tenantId>-<key>`. */
export function definitionVersionId(tenantId: string, key: string): string {
  return `${tenantId}-${key}`;
}

/**
 * The stream that numbers one key's definitions: every deployment of the key takes its next
 * version here, so its expected revision lets only one of two simultaneous deployments take it.
 */
export function definitionVersionStreamId(id: string): string {
  return `flowDefinitionVersion-${id}`;
}
