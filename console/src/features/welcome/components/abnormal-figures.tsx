import { useTranslation } from 'react-i18next';
import { useFigures } from '@console/features/welcome/api/use-figures';
import { CountedCard } from '@console/features/welcome/components/counted-card';
import type { AbnormalCounts, AbnormalKind } from '@services/money/reconciliation/reconciliation.wire';

/** MONEY.md §6's kinds, in the order the abnormal orders page counts them. */
const kinds: readonly AbnormalKind[] = ['depository', 'consume', 'refund', 'instruction'];

/**
 * The differences reconciliation left for an operator, in all and by kind: the abnormal orders
 * page's own count (abnormalOrder/getOrderStatisticsCount), under that page's right.
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
      to="/prepaid/abnormal-order/index"
      counts={
        counts && {
          total: counts.total,
          rows: kinds.map((kind) => ({ key: kind, label: t(`abnormal.${kind}`), count: counts[kind] })),
        }
      }
    />
  );
}
