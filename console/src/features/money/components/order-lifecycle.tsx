import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, CircleRegular, RecordFilled } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { orderStepsOf } from '@console/features/money/api/order-steps';

const useStyles = makeStyles({
  steps: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: tokens.spacingHorizontalL },
  step: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  done: { color: tokens.colorPaletteGreenForeground1 },
  current: { color: tokens.colorBrandForeground1 },
  ahead: { color: tokens.colorNeutralForeground3 },
});

/** Where the order stands among its steps: those behind it done, its own marked as the current one. */
export function OrderLifecycle({ status }: { status: unknown }) {
  const styles = useStyles();
  const { t } = useTranslation('money');
  const orderSteps = orderStepsOf(status);
  const at = orderSteps.indexOf(String(status));
  return (
    <ol className={styles.steps}>
      {orderSteps.map((step, index) => {
        const place =
          index < at || (index === at && index === orderSteps.length - 1)
            ? 'done'
            : index === at
              ? 'current'
              : 'ahead';
        return (
          <li key={step} className={styles.step} aria-current={place === 'current' ? 'step' : undefined}>
            <span className={styles[place]} aria-hidden>
              {place === 'done' ? (
                <CheckmarkCircleFilled />
              ) : place === 'current' ? (
                <RecordFilled />
              ) : (
                <CircleRegular />
              )}
            </span>
            <Text weight={place === 'current' ? 'semibold' : 'regular'}>
              {t(`orderStatus.${step}` as 'orderStatus.0')}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}
