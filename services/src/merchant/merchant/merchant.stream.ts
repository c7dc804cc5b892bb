/** The stream of one merchant: its registration, edits, rule bindings and removal. */
export function merchantStreamId(id: string): string {
  return `merchant-${id}`;
}
