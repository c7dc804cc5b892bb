/** The stream of one day's reconciliation runs (the supervised account is the platform's). */
export function reconciliationStreamId(date: string): string {
  return `reconciliation-${date}`;
}
