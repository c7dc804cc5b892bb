import { useTranslation } from 'react-i18next';
import { addressOnTab } from '@console/hooks/use-tab-in-address';
import { useFigures } from '@console/features/welcome/api/use-figures';
import { CountedCard } from '@console/features/welcome/components/counted-card';
import type { AbnormalCounts, AbnormalKind } from '@services/money/reconciliation/reconciliation.wire';

const abnormalOrdersPage = '/prepaid/abnormal-order/index';

/** MONEY.md §6's kinds, in the order the abnormal orders page counts them. */
const kinds: readonly AbnormalKind[] = ['depository', 'consume', 'refund', 'instruction'];

/**
 * The differences reconciliation left for an operator, in all and by kind: the abnormal orders
 * page's own count (abnormalOrder/getOrderStatisticsCount), under that page's right; each kind
 * opens that page on its tab.
 */
export function AbnormalFigures() {
  const { t } = useTranslation('welcome');
  const counts = useFigures<AbnormalCounts>(
    '/api/prepaid-transaction/abnormalOrder/getOrderStatisticsCount',
    'abnormal_order_view',
  );
  if (counts === null) return null;
  return (
    <CountedCard
      id="home-abnormal"
      title={t('abnormal.title')}
      to={abnormalOrdersPage}
      counts={
        counts && {
          total: counts.total,
          rows: kinds.map((kind) => ({
            key: kind,
            label: t(`abnormal.${kind}`),
            count: counts[kind],
            to: addressOnTab(abnormalOrdersPage, kind),
          })),
        }
      }
    />
  );
}
