import type { Transaction } from 'kysely';
import type { Database } from '@infra/schema/database';
import { assertNever } from '@platform/lang/assert-never';
import { bankVerifyTable } from '@projections/merchant/bank-verify/bank-verify.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import type { BankVerifyEvent } from '@services/merchant/merchant-bank-verify/bank-verify.events';

type VerificationRow = RowOf<typeof bankVerifyTable>;

/**
 * Where each merchant's bank verification stands, never the amount. Events are applied one
 * statement each, in order: a merchant sees a few a month, and each sets values (status, tries
 * left), so a replay leaves the same row.
 */
export const bankVerifyProjection: Projection = {
  name: 'merchant-bank-verify-read-model',
  handles: [
    'BankVerifyRequested',
    'BankDepositConfirmed',
    'BankDepositFailed',
    'BankVerifyAttemptFailed',
    'BankAccountVerified',
  ] satisfies Array<BankVerifyEvent['type']>,
  tables: [bankVerifyTable.name],

  async apply(trx, events) {
    for (const stored of events)
      await apply(trx, { type: stored.type, data: stored.data } as BankVerifyEvent);
  },
};

async function apply(trx: Transaction<Database>, event: BankVerifyEvent): Promise<void> {
  switch (event.type) {
    case 'BankVerifyRequested': {
      const { merchantId, tenantId, requestId, account, at } = event.data;
      const row: VerificationRow = {
        merchant_id: merchantId,
        tenant_id: tenantId,
        status: 'requested',
        request_id: requestId,
        account_name: account.accountName,
        account_no: account.accountNo,
        bank_name: account.bankName,
        attempts_left: 0,
        requested_time: at,
        verified_time: null,
        update_time: at,
      };
      const { merchant_id: _key, tenant_id: _owner, ...reopened } = row;
      await trx
        .insertInto('prepaid_merchant_bank_verify')
        .values(row)
        .onConflict((conflict) => conflict.column('merchant_id').doUpdateSet(reopened))
        .execute();
      return;
    }
    case 'BankDepositConfirmed':
      return update(trx, event.data, { status: 'deposited', attempts_left: event.data.attemptsLeft });
    case 'BankDepositFailed':
      return update(trx, event.data, { status: 'requested', attempts_left: 0 });
    case 'BankVerifyAttemptFailed': {
      const { attemptsLeft } = event.data;
      const status = attemptsLeft > 0 ? 'deposited' : 'exhausted';
      return update(trx, event.data, { status, attempts_left: attemptsLeft });
    }
    case 'BankAccountVerified':
      return update(trx, event.data, { status: 'verified', verified_time: event.data.at });
    default:
      return assertNever(event);
  }
}

/** Changes the row of the request the event is about; a stale request's event changes nothing. */
async function update(
  trx: Transaction<Database>,
  { merchantId, requestId, at }: { merchantId: string; requestId: string; at: string },
  columns: Partial<VerificationRow>,
): Promise<void> {
  await trx
    .updateTable('prepaid_merchant_bank_verify')
    .set({ ...columns, update_time: at })
    .where('merchant_id', '=', merchantId)
    .where('request_id', '=', requestId)
    .execute();
}
