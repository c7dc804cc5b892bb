import { Field, makeStyles, Slider, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { stateAsOfQuery } from '@console/features/audit/api/audit-queries';
import type { RecordKey } from '@console/features/audit/components/audit-search';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  state: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap',
  },
});

/** A slider over the record's revisions, showing the record as its own rules folded it then. */
export function RecordAsOf({ record, lastRevision }: { record: RecordKey; lastRevision: number }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('audit');
  const [revision, setRevision] = useState(lastRevision);
  const shown = Math.min(revision, lastRevision);
  const [{ data }] = useQuery({ query: stateAsOfQuery, variables: { ...record, revision: shown } });
  const state = data?.stateAsOf;

  return (
    <div className={styles.panel}>
      <Field label={t('asOf.revision')}>
        <Slider
          min={0}
          max={lastRevision}
          step={1}
          value={shown}
          aria-valuetext={`${shown}`}
          onChange={(_, slider) => setRevision(slider.value)}
        />
      </Field>
      <Text>
        {t('asOf.revision')} {shown}
        {state?.recordedAt &&
          ` · ${t('asOf.recordedAt', { time: new Date(state.recordedAt).toLocaleString(i18n.language) })}`}
      </Text>
      <pre className={styles.state} aria-label={t('asOf.state')}>
        {state && state.revision === shown ? JSON.stringify(state.state, null, 2) : ''}
      </pre>
    </div>
  );
}
