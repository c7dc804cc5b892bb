import type { FakeBank } from '@infra/fake-bank/fake-bank-server';
import type { tenantCaller } from '@services/testing/tenant-caller';

const bankVerify = '/api/prepaid-merchant/merchantBankVerify';

/**
 * Proves a merchant's bank account as an operator does, through the real calls: asks for the
 * micro-deposit, reads what `bank` (the fake bank the app pays through) paid into the account,
 * as its holder would on the statement, and enters that amount. A cut-payment pays only a
 * verified account, so every test that cut-pays verifies its merchant first.
 */
export async function verifyBankAccount(
  call: ReturnType<typeof tenantCaller>,
  bank: FakeBank,
  tenantId: string,
  merchantId: string,
): Promise<void> {
  const requested = await call<{ requestId: string }>(
    'POST',
    `${bankVerify}/requestBankVerify?id=${merchantId}`,
    undefined,
    tenantId,
  );
  if (requested.code !== 200) throw new Error(`no micro-deposit for ${merchantId}: ${requested.msg}`);
  const paid = bank.payments().find((payment) => payment.requestId === requested.data.requestId);
  if (!paid) throw new Error(`the bank paid nothing under request ${requested.data.requestId}`);
  const verified = await call<{ status: string }>(
    'POST',
    `${bankVerify}/accountVerify`,
    { id: merchantId, transAmt: paid.amount },
    tenantId,
  );
  expect(verified).toMatchObject({ code: 200, data: { status: 'verified' } });
}
