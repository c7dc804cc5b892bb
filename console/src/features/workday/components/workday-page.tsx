import { Button, makeStyles, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular, SaveRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CalendarDay,
  type MarkedDays,
  markedOf,
  saveBody,
  switched,
} from '@console/features/workday/api/calendar-year';
import { MonthGrid } from '@console/features/workday/components/month-grid';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { SavedYear } from '@services/system/workday/workday.wire';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  bar: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  year: { minWidth: '4em', textAlign: 'center' },
  months: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
});

const months = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The workday calendar (/system/workday): a year's legal holidays and adjusted working days,
 * switched day by day and saved for the whole year at once (blade-system/workday/save).
 */
export function WorkdayPage() {
  const { t } = useTranslation('workday');
  const styles = useStyles();
  const { http, hasPermission, notifySuccess } = useAppServices();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [marked, setMarked] = useState<MarkedDays | undefined>();
  const [saving, setSaving] = useState(false);
  const editable = hasPermission('workday_add') || hasPermission('workday_edit');

  useEffect(() => {
    let current = true;
    setMarked(undefined);
    http
      .get<{ records: CalendarDay[] }>('/api/blade-system/workday/list', {
        workDate_like: `${year}-`,
        size: 400,
      })
      .then((page) => current && setMarked(markedOf(page.records)))
      .catch(() => current && setMarked(new Map()));
    return () => {
      current = false;
    };
  }, [http, year]);

  const save = () => {
    if (!marked) return;
    setSaving(true);
    http
      .post<SavedYear>('/api/blade-system/workday/save', saveBody(year, marked))
      .then((saved) => {
        setMarked(markedOf(saved.days));
        notifySuccess(t('saved'));
      })
      .catch(() => undefined) // the client has shown why
      .finally(() => setSaving(false));
  };

  return (
    <section className={styles.page} aria-label={t('title')}>
      <div className={styles.bar}>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label={t('previousYear')}
          title={t('previousYear')}
          onClick={() => setYear(year - 1)}
        />
        <Title2 as="h1" className={styles.year} aria-live="polite">
          {year}
        </Title2>
        <Button
          icon={<ChevronRightRegular />}
          aria-label={t('nextYear')}
          title={t('nextYear')}
          onClick={() => setYear(year + 1)}
        />
        {editable && (
          <Button appearance="primary" icon={<SaveRegular />} disabled={!marked || saving} onClick={save}>
            {t('save')}
          </Button>
        )}
      </div>
      {editable && <Text>{t('hint')}</Text>}
      {marked ? (
        <div className={styles.months}>
          {months.map((month) => (
            <MonthGrid
              key={month}
              year={year}
              month={month}
              marked={marked}
              onSwitch={
                editable
                  ? (day, weekday) => setMarked((now) => now && switched(now, day, weekday))
                  : undefined
              }
            />
          ))}
        </div>
      ) : (
        <Spinner />
      )}
    </section>
  );
}
