/** The stream that holds one process model's events. */
export function flowModelStreamId(id: string): string {
  return `flowModel-${id}`;
}
