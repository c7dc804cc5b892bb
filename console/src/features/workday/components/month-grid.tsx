import {
  Button,
  makeStyles,
  mergeClasses,
  Text,
  tokens,
  useArrowNavigationGroup,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import {
  daysOfMonth,
  holiday,
  isWeekend,
  type MarkedDays,
} from '@console/features/workday/api/calendar-year';

const useStyles = makeStyles({
  month: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: tokens.spacingHorizontalXXS },
  weekday: { textAlign: 'center', color: tokens.colorNeutralForeground3 },
  day: { minWidth: '0', paddingInline: '0', flexDirection: 'column', lineHeight: tokens.lineHeightBase200 },
  weekend: { color: tokens.colorNeutralForeground3 },
  holiday: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    color: tokens.colorPaletteRedForeground2,
  },
  workingDay: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorPaletteGreenForeground2,
  },
  mark: { fontSize: tokens.fontSizeBase100 },
});

/** Monday first, as Chinese calendars are printed. */
const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export interface MonthGridProps {
  year: number;
  month: number;
  marked: MarkedDays;
  /** Absent: the calendar is only read. */
  onSwitch?: (day: string, weekday: number) => void;
}

/**
 * One month of the calendar: a button per day, pressed when the day is marked. The arrow keys
 * move between the days, so a year is not 365 tab stops.
 */
export function MonthGrid({ year, month, marked, onSwitch }: MonthGridProps) {
  const { t, i18n } = useTranslation('workday');
  const styles = useStyles();
  const arrows = useArrowNavigationGroup({ axis: 'grid-linear' });
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
  const headingId = `workday-month-${month}`;
  const days = daysOfMonth(year, month);
  // Monday-first column of the 1st.
  const offset = (days[0]!.weekday + 6) % 7;
  return (
    <section className={styles.month} aria-labelledby={headingId}>
      <Text as="h2" weight="semibold" id={headingId}>
        {monthName}
      </Text>
      <div className={styles.grid} aria-hidden="true">
        {weekdayKeys.map((key) => (
          <Text key={key} size={200} className={styles.weekday}>
            {t(`weekdays.${key}`)}
          </Text>
        ))}
      </div>
      <div className={styles.grid} role="group" aria-labelledby={headingId} {...arrows}>
        {days.map(({ day, weekday }, index) => {
          const mark = marked.get(day);
          const kind = mark ? (mark.dateType === holiday ? 'holiday' : 'workingDay') : undefined;
          return (
            <Button
              key={day}
              size="small"
              appearance="subtle"
              style={index === 0 ? { gridColumnStart: offset + 1 } : undefined}
              className={mergeClasses(styles.day, isWeekend(weekday) && styles.weekend, kind && styles[kind])}
              aria-pressed={mark !== undefined}
              aria-label={kind ? `${day} ${t(`legend.${kind}`)}` : day}
              disabledFocusable={!onSwitch}
              onClick={() => onSwitch?.(day, weekday)}
            >
              {Number(day.slice(8))}
              {kind && <span className={styles.mark}>{t(`mark.${kind}`)}</span>}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
