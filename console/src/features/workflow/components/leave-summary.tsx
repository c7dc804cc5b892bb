import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LeaveDetail } from '@console/features/workflow/api/workflow-wire';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, whiteSpace: 'pre-wrap' },
  group: { display: 'contents' },
});

const shownFields = [
  'applyUserName',
  'leaveType',
  'startTime',
  'endTime',
  'days',
  'reason',
  'applyTime',
] as const;

/** A leave request as it was made: who, which kind, from when to when, how many days and why. */
export function LeaveSummary({ leave }: { leave: LeaveDetail }) {
  const styles = useStyles();
  const { t } = useTranslation('workflow');
  const types: Record<string, string> = t('leave.types', { returnObjects: true });
  const valueOf = (field: (typeof shownFields)[number]) => {
    if (field === 'leaveType') return leave.leaveType ? (types[leave.leaveType] ?? leave.leaveType) : '';
    if (field === 'applyUserName') return leave.applyUserName ?? leave.applyUser;
    return String(leave[field] ?? '');
  };
  return (
    <dl className={styles.list}>
      {shownFields.map((field) => (
        <div key={field} className={styles.group}>
          <dt className={styles.term}>
            <Text>{t(`leave.fields.${field}`)}</Text>
          </dt>
          <dd className={styles.value}>
            <Text>{valueOf(field)}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
