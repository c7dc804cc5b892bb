import { useTranslation } from 'react-i18next';
import { LabelledTable } from '@console/components/record-history/labelled-table';
import { type FieldChange, shownValue } from '@console/components/record-history/stream-query';

/** Changes field by field: the field, its value before and after. */
export function ChangeTable({ changes, label }: { changes: readonly FieldChange[]; label: string }) {
  const { t } = useTranslation('recordHistory');
  return (
    <LabelledTable
      size="extra-small"
      label={label}
      headers={[t('change.field'), t('change.before'), t('change.after')]}
      lines={changes.map((change) => ({
        key: change.field,
        cells: [change.field, shownValue(change.before), shownValue(change.after)],
      }))}
    />
  );
}
