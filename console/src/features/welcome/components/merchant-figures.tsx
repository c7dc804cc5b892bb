import { useTranslation } from 'react-i18next';
import { useFigures } from '@console/features/welcome/api/use-figures';
import { CountedCard } from '@console/features/welcome/components/counted-card';
import type { MerchantFigures as Figures } from '@services/desk/dashboard/dashboard.wire';

/** Merchants, and how many stand at each step of their bank account verification. */
export function MerchantFigures() {
  const { t } = useTranslation('welcome');
  const figures = useFigures<Figures>('/api/blade-desk/dashboard/merchants', 'merchant_view');
  if (figures === null) return null;
  return (
    <CountedCard
      id="home-merchants"
      title={t('merchants.title')}
      to="/prepaid/merchant/index"
      counts={
        figures && {
          total: figures.total,
          rows: figures.byVerification.map((row) => ({
            key: row.status,
            label: t(`merchants.${row.status}`),
            count: row.count,
          })),
        }
      }
    />
  );
}
