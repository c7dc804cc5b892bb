/** The stream of one charge, keyed by the bank's own serial: a repeated notice finds it. */
export function depositStreamId(bankSerial: string): string {
  return `deposit-${bankSerial}`;
}
