/** The stream that holds one process instance's events: every step it took, by whom and when. */
export function processInstanceStreamId(id: string): string {
  return `processInstance-${id}`;
}
