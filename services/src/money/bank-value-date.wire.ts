/**
 * The bank's business date of a transfer or refund it executed (YYYY-MM-DD): the day its
 * statement lists the movement under, which reconciliation matches our records on. Events
 * recorded before the bank's date was kept carry none; for those the UTC date of the record
 * stands in, as reconciliation read it then.
 */
export function bankValueDate({ valueDate, at }: { valueDate?: string; at: string }): string {
  return valueDate ?? new Date(at).toISOString().slice(0, 10);
}
