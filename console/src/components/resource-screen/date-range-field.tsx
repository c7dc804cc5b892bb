import { Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type DateRange, dateShortcuts, rangeOf } from '@console/lib/resources/date-range';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  shortcut: { minWidth: '96px' },
  day: { width: '150px' },
});

export interface DateRangeFieldProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** Injected so that tests fix the day. */
  now?: () => Date;
}

/** The creation-date range: a shortcut (今天, 昨天, 近7天, 全部) fills both days, which stay editable. */
export function DateRangeField({ value, onChange, now = () => new Date() }: DateRangeFieldProps) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const chosen = dateShortcuts.find((shortcut) => sameRange(rangeOf(shortcut, now()), value));
  return (
    <Field label={t('createTime')}>
      <div className={styles.row}>
        <Dropdown
          className={styles.shortcut}
          aria-label={t('createTime')}
          value={chosen ? t(`shortcut.${chosen}`) : ''}
          selectedOptions={chosen ? [chosen] : []}
          onOptionSelect={(_, data) => {
            const shortcut = dateShortcuts.find((candidate) => candidate === data.optionValue);
            if (shortcut) onChange(rangeOf(shortcut, now()));
          }}
        >
          {dateShortcuts.map((shortcut) => (
            <Option key={shortcut} value={shortcut}>
              {t(`shortcut.${shortcut}`)}
            </Option>
          ))}
        </Dropdown>
        <Input
          className={styles.day}
          type="date"
          aria-label={t('startDate')}
          value={value.start}
          onChange={(_, data) => onChange({ ...value, start: data.value })}
        />
        <Input
          className={styles.day}
          type="date"
          aria-label={t('endDate')}
          value={value.end}
          onChange={(_, data) => onChange({ ...value, end: data.value })}
        />
      </div>
    </Field>
  );
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.start === b.start && a.end === b.end;
}
