import { Dropdown, Input, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { type MouldField, mouldLimits } from '@console/features/goods/api/mould-fields';

export interface MouldValueInputProps {
  field: MouldField;
  /** As typed; a date as yyyy-MM-dd, the form the server takes. */
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The input of one mould field, by its type; its Field gives it its label. */
export function MouldValueInput({ field, value, disabled, onChange }: MouldValueInputProps) {
  const { t } = useTranslation('goods');
  switch (field.type) {
    case 'text':
      return (
        <Input
          value={value}
          maxLength={field.maxLength ?? mouldLimits.defaultTextLength}
          disabled={disabled}
          onChange={(_, data) => onChange(data.value)}
        />
      );
    case 'number':
      return (
        <Input type="number" value={value} disabled={disabled} onChange={(_, data) => onChange(data.value)} />
      );
    case 'date':
      return (
        <Input type="date" value={value} disabled={disabled} onChange={(_, data) => onChange(data.value)} />
      );
    case 'select':
      return (
        <Dropdown
          value={value}
          selectedOptions={value ? [value] : []}
          clearable={!field.required}
          clearButton={{ 'aria-label': t('mouldValues.clear', { label: field.label }) }}
          disabled={disabled}
          onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
        >
          {(field.options ?? []).map((option) => (
            <Option key={option} value={option}>
              {option}
            </Option>
          ))}
        </Dropdown>
      );
  }
}
