import { assertNever } from '@platform/lang/assert-never';
import { actedCreationStamp, actedPatch } from '@projections/support/audit-stamps';
import { depositTable } from '@projections/money/deposit/deposit.table';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import { yuanOf } from '@services/money/amount.wire';
import { type DepositEvent, depositEventTypes, depositStatus } from '@services/money/deposit/deposit.events';

type DepositRow = RowOf<typeof depositTable>;

/** The bank acts as no user: rows it made name no creator. */
const bank = '0';

/** The deposits read model (orderInfoDepository/page, superviseCharge/list): one row per charge. */
export const depositProjection: Projection = {
  name: 'money-deposit-read-model',
  handles: depositEventTypes,
  tables: [depositTable.name],

  ...rowChangeWrites(depositTable, changeOf),
};

function changeOf(event: DepositEvent): RowChange<DepositRow> {
  switch (event.type) {
    case 'DepositReceived': {
      const { data } = event;
      const row: DepositRow = {
        id: data.id,
        tenant_id: data.tenantId,
        bank_serial: data.bankSerial,
        payment_no: data.paymentNo,
        account_no: data.accountNo,
        payer_name: data.payerName,
        amount: yuanOf(data.amountFen),
        value_date: data.valueDate,
        order_id: null,
        unmatched_reason: null,
        ...actedCreationStamp({ by: bank, at: data.at }),
        status: depositStatus.unmatched,
      };
      return { kind: 'row', row };
    }
    case 'DepositMatched':
      return actedPatch<DepositRow>(
        { order_id: event.data.orderId, status: depositStatus.matched },
        { by: bank, at: event.data.at },
      );
    case 'DepositUnmatched':
      return actedPatch<DepositRow>(
        { unmatched_reason: event.data.reason, status: depositStatus.unmatched },
        { by: bank, at: event.data.at },
      );
    case 'DepositMatchedByOperator':
      return actedPatch<DepositRow>(
        { order_id: event.data.orderId, unmatched_reason: null, status: depositStatus.matchedByOperator },
        { by: event.data.by, at: event.data.at },
      );
    default:
      return assertNever(event);
  }
}
