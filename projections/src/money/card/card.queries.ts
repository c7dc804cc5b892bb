import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { ListSpec } from '@platform/http/list-request';
import { TenantRecords } from '@projections/support/tenant-records';
import { auditSelection } from '@projections/support/audit-selection';

/** cardInfo/list: by card number (exact), order, holder, creation time. */
export const cardList: ListSpec = {
  filterable: { cardNo: 'code', orderId: 'id', holderName: 'text', createTime: 'date' },
};

const recordColumns = [
  'id',
  'tenant_id as tenantId',
  'order_id as orderId',
  'card_no as cardNo',
  'holder_name as holderName',
  'holder_phone as holderPhone',
  ...auditSelection,
] as const;

export class CardQueries extends TenantRecords<'prepaid_card_info', (typeof recordColumns)[number]> {
  constructor(db: Kysely<Database>) {
    super(db, 'prepaid_card_info', recordColumns);
  }
}
