/** The demo data of one tenant: one stream, one event at most. */
export function demoDataStreamId(tenantId: string): string {
  return `demoData-${tenantId}`;
}
