/** A fake bank whose business date can be set: in the test's process (FakeBank) or over HTTP (FakeBankControl). */
export interface DatedFakeBank {
  setBusinessDate(date: string | undefined): void | Promise<void>;
}

/**
 * `work` with the bank's business date at `date`: the transfers and refunds it pays meanwhile are
 * valued on that day. The bank values on its own day again after, however `work` ended.
 */
export async function onBusinessDate<T>(
  bank: DatedFakeBank,
  date: string,
  work: () => Promise<T>,
): Promise<T> {
  await bank.setBusinessDate(date);
  try {
    return await work();
  } finally {
    await bank.setBusinessDate(undefined);
  }
}
