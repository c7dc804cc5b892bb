import { Button, Dropdown, Field, Input, makeStyles, Option, tokens } from '@fluentui/react-components';
import { ArrowResetRegular, SearchRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { FieldEditor } from '@console/components/field-editors/field-editor-props';
import { useTranslation } from 'react-i18next';
import { DateRangeField } from '@console/components/resource-screen/date-range-field';
import { type DateRange, wholeRange } from '@console/lib/resources/date-range';
import { useDictionary } from '@console/lib/resources/dictionary';
import { formRulesOf } from '@console/lib/resources/form-rules';
import {
  labelIn,
  type ResourceFieldMetadata,
  type ResourceMetadata,
} from '@console/lib/resources/resource-metadata';

const useStyles = makeStyles({
  form: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: tokens.spacingHorizontalM,
    paddingBottom: tokens.spacingVerticalM,
  },
  input: { width: '180px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface SearchFormProps {
  fields: readonly ResourceFieldMetadata[];
  metadata: ResourceMetadata;
  /** The screen's own inputs: a field picked from records in the form is picked here too. */
  editors?: Readonly<Record<string, FieldEditor>>;
  /** Whether the list filters by creation time (createTime_dategt, createTime_datelt). */
  withDateRange: boolean;
  language: string;
  onSearch: (filters: Record<string, string>, range: DateRange) => void;
  onReset: () => void;
}

/** The filterable fields and the creation-date range; Enter in any input searches. */
export function SearchForm(props: SearchFormProps) {
  const { fields, metadata, editors, withDateRange, language, onSearch, onReset } = props;
  const styles = useStyles();
  const { t } = useTranslation();
  const rules = useMemo(() => formRulesOf(metadata), [metadata]);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [range, setRange] = useState<DateRange>(wholeRange);
  const set = (name: string) => (value: string) => setFilters((current) => ({ ...current, [name]: value }));
  return (
    <form
      className={styles.form}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(filters, range);
      }}
    >
      {fields.map((field) => {
        const Editor = editors?.[field.name];
        const rule = rules.find((candidate) => candidate.name === field.name);
        return (
          <Field key={field.name} label={labelIn(field.label, language)}>
            {Editor && rule ? (
              <div className={styles.input}>
                <Editor
                  rule={{ ...rule, disabled: false, hidden: false }}
                  metadata={metadata}
                  value={filters[field.name] ?? ''}
                  onChange={set(field.name)}
                  onBlur={() => undefined}
                  disabled={false}
                  language={language}
                />
              </div>
            ) : field.dictCode ? (
              <DictionaryFilter
                field={field}
                language={language}
                value={filters[field.name] ?? ''}
                onChange={set(field.name)}
              />
            ) : (
              <Input
                className={styles.input}
                value={filters[field.name] ?? ''}
                onChange={(_, data) => set(field.name)(data.value)}
              />
            )}
          </Field>
        );
      })}
      {withDateRange && <DateRangeField value={range} onChange={setRange} />}
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>
          {t('search')}
        </Button>
        <Button
          icon={<ArrowResetRegular />}
          onClick={() => {
            setFilters({});
            setRange(wholeRange);
            onReset();
          }}
        >
          {t('reset')}
        </Button>
      </div>
    </form>
  );
}

function DictionaryFilter(props: {
  field: ResourceFieldMetadata;
  language: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const items = useDictionary(props.field.dictCode);
  const chosen = items.find((item) => item.dictKey === props.value);
  const label = labelIn(props.field.label, props.language);
  // Without items (a dictionary not seeded) the value is typed, as for any other filter.
  if (items.length === 0)
    return (
      <Input
        className={styles.input}
        value={props.value}
        onChange={(_, data) => props.onChange(data.value)}
      />
    );
  return (
    <Dropdown
      className={styles.input}
      aria-label={label}
      placeholder={t('placeholder.select', { label })}
      value={chosen?.dictValue ?? ''}
      selectedOptions={props.value ? [props.value] : []}
      clearable
      onOptionSelect={(_, data) => props.onChange(data.optionValue ?? '')}
    >
      {items.map((item) => (
        <Option key={item.dictKey} value={item.dictKey}>
          {item.dictValue}
        </Option>
      ))}
    </Dropdown>
  );
}
