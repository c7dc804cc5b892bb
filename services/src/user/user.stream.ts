/** The stream that holds one user's events. */
export function userStreamId(id: string): string {
  return `user-${id}`;
}
