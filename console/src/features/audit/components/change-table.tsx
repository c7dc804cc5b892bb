import { useTranslation } from 'react-i18next';
import { type FieldChange, shownValue } from '@console/features/audit/api/audit-queries';
import { LabelledTable } from '@console/features/audit/components/labelled-table';

/** Changes field by field: the field, its value before and after. */
export function ChangeTable({ changes, label }: { changes: readonly FieldChange[]; label: string }) {
  const { t } = useTranslation('audit');
  return (
    <LabelledTable
      size="extra-small"
      label={label}
      headers={[t('compare.field'), t('compare.before'), t('compare.after')]}
      lines={changes.map((change) => ({
        key: change.field,
        cells: [change.field, shownValue(change.before), shownValue(change.after)],
      }))}
    />
  );
}
