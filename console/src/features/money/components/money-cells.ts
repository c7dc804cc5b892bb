import type { TFunction } from 'i18next';
import type { CellText } from '@console/components/resource-screen/grid-row';

/**
 * The words of the codes the money records carry (status, reportedBy), for the grid's cells: a
 * list shows 已入账, never 1. `group` names the messages of the record's codes.
 */
export function codeCells(
  t: TFunction<'money'>,
  groups: Readonly<
    Record<
      string,
      | 'orderStatus'
      | 'depositStatus'
      | 'noticeStatus'
      | 'reportedBy'
      | 'reconciliationStatus'
      | 'lineKind'
      | 'abnormalKind'
      | 'refundApplyStatus'
      | 'refundOrderStatus'
      | 'cutPaymentStatus'
    >
  >,
): Record<string, CellText> {
  return Object.fromEntries(
    Object.entries(groups).map(([field, group]) => [
      field,
      (value: unknown) => t(`${group}.${String(value)}` as 'orderStatus.0', { defaultValue: String(value) }),
    ]),
  );
}
