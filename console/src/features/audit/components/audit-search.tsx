import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { aggregateTypesQuery } from '@console/features/audit/api/audit-queries';
import type { HistoryRecord } from '@console/lib/audit/record-history';

const useStyles = makeStyles({
  form: { display: 'flex', alignItems: 'flex-end', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  id: { minWidth: '260px' },
});

export type RecordKey = HistoryRecord;

/**
 * Finds a record by its type (the aggregate types the server folds) and its id, starting from
 * the record shown, if any.
 */
export function AuditSearch({
  initial,
  onSearch,
}: {
  initial: RecordKey | undefined;
  onSearch: (record: RecordKey) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('audit');
  const [{ data }] = useQuery({ query: aggregateTypesQuery });
  const [type, setType] = useState(initial?.type ?? '');
  const [id, setId] = useState(initial?.id ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (type && id.trim()) onSearch({ type, id: id.trim() });
  }

  return (
    <form role="search" aria-label={t('search.label')} className={styles.form} onSubmit={submit}>
      <Field label={t('search.type')}>
        <Dropdown
          placeholder={t('search.typePlaceholder')}
          value={type}
          selectedOptions={type ? [type] : []}
          onOptionSelect={(_, option) => setType(option.optionValue ?? '')}
        >
          {(data?.aggregateTypes ?? []).map((name) => (
            <Option key={name} value={name}>
              {name}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label={t('search.id')} className={styles.id}>
        <Input value={id} onChange={(_, input) => setId(input.value)} />
      </Field>
      <Button type="submit" appearance="primary" icon={<SearchRegular />} disabled={!type || !id.trim()}>
        {t('search.submit')}
      </Button>
    </form>
  );
}
