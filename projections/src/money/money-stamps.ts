/**
 * The audit columns of supervised-money records, as their events stamp them: a record is made
 * by who created it (a consumer-side intake, the bank, an operator) and last changed by who
 * acted last. Money columns are yuan text from integer fen (amount.wire.ts).
 */
export function stampedBy(by: string, at: string) {
  return { create_user: by, create_dept: '0', create_time: at, update_user: by, update_time: at };
}
