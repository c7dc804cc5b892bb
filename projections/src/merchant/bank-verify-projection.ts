import { sql } from 'kysely';
import type { Projection } from '@projections/runner/projection';
import type { BankVerifyEvent } from '@services/merchant/bank/bank-verify.events';

/**
 * Where each merchant's bank verification stands (prepaid_merchant_bank_verify), never the
 * amount. Events are applied one statement each, in order: a merchant sees a few a month, and
 * each sets values (status, tries left), so a replay leaves the same row.
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
  tables: ['prepaid_merchant_bank_verify'],

  async apply(trx, events) {
    for (const stored of events) {
      const event = { type: stored.type, data: stored.data } as BankVerifyEvent;
      const { merchantId } = event.data;
      switch (event.type) {
        case 'BankVerifyRequested': {
          const { tenantId, requestId, account, at } = event.data;
          await sql`
            INSERT INTO prepaid_merchant_bank_verify
              (merchant_id, tenant_id, status, request_id, account_name, account_no, bank_name,
               attempts_left, requested_time, verified_time, update_time)
            VALUES (${merchantId}, ${tenantId}, 'requested', ${requestId}, ${account.accountName},
                    ${account.accountNo}, ${account.bankName}, 0, ${at}, NULL, ${at})
            ON CONFLICT (merchant_id) DO UPDATE SET
              status = 'requested', request_id = excluded.request_id, account_name = excluded.account_name,
              account_no = excluded.account_no, bank_name = excluded.bank_name, attempts_left = 0,
              requested_time = excluded.requested_time, verified_time = NULL, update_time = excluded.update_time`.execute(
            trx,
          );
          break;
        }
        case 'BankDepositConfirmed':
          await update(
            trx,
            merchantId,
            event.data.requestId,
            'deposited',
            event.data.attemptsLeft,
            event.data.at,
          );
          break;
        case 'BankDepositFailed':
          await update(trx, merchantId, event.data.requestId, 'requested', 0, event.data.at);
          break;
        case 'BankVerifyAttemptFailed': {
          const { attemptsLeft, requestId, at } = event.data;
          await update(
            trx,
            merchantId,
            requestId,
            attemptsLeft > 0 ? 'deposited' : 'exhausted',
            attemptsLeft,
            at,
          );
          break;
        }
        case 'BankAccountVerified':
          await sql`
            UPDATE prepaid_merchant_bank_verify
               SET status = 'verified', verified_time = ${event.data.at}, update_time = ${event.data.at}
             WHERE merchant_id = ${merchantId} AND request_id = ${event.data.requestId}`.execute(trx);
          break;
      }
    }
  },
};

function update(
  trx: Parameters<Projection['apply']>[0],
  merchantId: string,
  requestId: string,
  status: string,
  attemptsLeft: number,
  at: string,
) {
  return sql`
    UPDATE prepaid_merchant_bank_verify
       SET status = ${status}, attempts_left = ${attemptsLeft}, update_time = ${at}
     WHERE merchant_id = ${merchantId} AND request_id = ${requestId}`.execute(trx);
}
