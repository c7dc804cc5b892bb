import { Combobox, Option } from '@fluentui/react-components';
import { useDictionary } from '@console/lib/resources/dictionary';

export interface CategoryPickerProps {
  label: string;
  value: string;
  onChange: (category: string) => void;
}

/** The flow dictionary's categories; a category it does not hold may be typed. */
export function CategoryPicker({ label, value, onChange }: CategoryPickerProps) {
  const items = useDictionary('flow');
  const chosen = items.find((item) => item.dictKey === value);
  return (
    <Combobox
      aria-label={label}
      freeform
      value={chosen?.dictValue ?? value}
      selectedOptions={chosen ? [chosen.dictKey] : []}
      onChange={(event) => onChange(event.target.value)}
      onOptionSelect={(_, data) => onChange(data.optionValue ?? '')}
    >
      {items.map((item) => (
        <Option key={item.dictKey} value={item.dictKey}>
          {item.dictValue}
        </Option>
      ))}
    </Combobox>
  );
}
