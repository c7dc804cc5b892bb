import { Button, Field, makeStyles, SpinButton, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { ChangeTable } from '@console/components/record-history/change-table';
import { stateDiffQuery } from '@console/features/audit/api/audit-queries';
import type { RecordKey } from '@console/features/audit/components/audit-search';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
});

/** Two revisions of a record side by side: the fields that differ between them. */
export function RevisionCompare({ record, lastRevision }: { record: RecordKey; lastRevision: number }) {
  const styles = useStyles();
  const { t } = useTranslation('audit');
  const [from, setFrom] = useState(0);
  const [to, setTo] = useState(lastRevision);
  const [asked, setAsked] = useState<{ from: number; to: number }>();
  const [{ data }] = useQuery({
    query: stateDiffQuery,
    variables: { ...record, from: asked?.from ?? 0, to: asked?.to ?? 0 },
    pause: !asked,
  });
  const changes = data?.stateDiff?.changes;
  const revisionInput = (value: number, set: (revision: number) => void) => (
    <SpinButton
      min={0}
      max={lastRevision}
      value={value}
      onChange={(_, spin) => {
        const next = spin.value ?? Number(spin.displayValue);
        if (Number.isInteger(next)) set(Math.max(0, Math.min(lastRevision, next)));
      }}
    />
  );

  return (
    <>
      <div className={styles.form}>
        <Field label={t('compare.from')}>{revisionInput(from, setFrom)}</Field>
        <Field label={t('compare.to')}>{revisionInput(to, setTo)}</Field>
        <Button onClick={() => setAsked({ from, to })}>{t('compare.submit')}</Button>
      </div>
      {changes &&
        (changes.length === 0 ? (
          <Text>{t('compare.same')}</Text>
        ) : (
          <ChangeTable changes={changes} label={t('compare.title')} />
        ))}
    </>
  );
}
