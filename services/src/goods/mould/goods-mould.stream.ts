/** The stream that holds one goods mould's events. */
export function goodsMouldStreamId(id: string): string {
  return `goodsMould-${id}`;
}
