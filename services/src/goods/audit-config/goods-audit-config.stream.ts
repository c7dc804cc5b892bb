/**
 * The stream of the audit configuration of one industry category in one tenant: named by both,
 * so that the event store's "no stream" check keeps a category to one configuration.
 */
export function goodsAuditConfigStreamId(tenantId: string, industryCategoryId: string): string {
  return goodsAuditConfigStreamOf(`${tenantId}-${industryCategoryId}`);
}

/** The same stream by the configuration's record id (`<tenant>-<category>`), as auditors name it. */
export function goodsAuditConfigStreamOf(recordId: string): string {
  return `goodsAuditConfig-${recordId}`;
}
