import { assertNever } from '@platform/lang/assert-never';
import { cutPaymentTable } from '@projections/money/cut-payment/cut-payment.table';
import { actedCreationStamp, actedPatch } from '@projections/support/audit-stamps';
import type { Projection } from '@projections/runner/projection';
import type { RowOf } from '@projections/support/read-model-table';
import { type RowChange, rowChangeWrites } from '@projections/support/row-changes';
import { yuanOf } from '@services/money/amount.wire';
import { bankValueDate } from '@services/money/bank-value-date.wire';
import {
  type CutPaymentEvent,
  cutPaymentEventTypes,
  cutPaymentStatus,
} from '@services/money/cut-payment/cut-payment.events';

type CutPaymentRow = RowOf<typeof cutPaymentTable>;

/** The cut-payment applications read model (cutPaymentApply list, detail, getCutPamentList). */
export const cutPaymentProjection: Projection = {
  name: 'money-cut-payment-read-model',
  handles: cutPaymentEventTypes,
  tables: [cutPaymentTable.name],

  ...rowChangeWrites(cutPaymentTable, changeOf),
};

function changeOf(event: CutPaymentEvent): RowChange<CutPaymentRow> {
  switch (event.type) {
    case 'CutPaymentApplied': {
      const { data } = event;
      const row: CutPaymentRow = {
        id: data.id,
        tenant_id: data.tenantId,
        merchant_id: data.merchantId,
        org_payment_no: data.orgPaymentNo,
        batch_no: data.batchNo,
        amount: yuanOf(data.amountFen),
        account_no: data.accountNo,
        account_name: data.accountName,
        serial: null,
        bank_serial: null,
        fail_reason: null,
        contract_link: null,
        paid_time: null,
        value_date: null,
        ...actedCreationStamp(event.data),
        status: cutPaymentStatus.applied,
      };
      return { kind: 'row', row };
    }
    case 'CutPaymentRemoved':
      return { kind: 'removed' };
    case 'CutPaymentContractCreated':
      return actedPatch<CutPaymentRow>({ contract_link: event.data.contractLink }, event.data);
    case 'CutPaymentSubmitted':
      return actedPatch<CutPaymentRow>(
        { serial: event.data.serial, fail_reason: null, status: cutPaymentStatus.pending },
        event.data,
      );
    case 'CutPaymentSucceeded':
      return actedPatch<CutPaymentRow>(
        {
          bank_serial: event.data.bankSerial,
          paid_time: event.data.at,
          value_date: bankValueDate(event.data),
          status: cutPaymentStatus.succeeded,
        },
        event.data,
      );
    case 'CutPaymentFailed':
      return actedPatch<CutPaymentRow>(
        { fail_reason: event.data.reason, status: cutPaymentStatus.failed },
        event.data,
      );
    default:
      return assertNever(event);
  }
}
