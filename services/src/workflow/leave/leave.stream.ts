/** The stream that holds one leave request's events. */
export function leaveStreamId(id: string): string {
  return `leave-${id}`;
}
