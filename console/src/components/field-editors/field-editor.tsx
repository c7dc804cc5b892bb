import { Dropdown, Input, Option, Textarea } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { ParentSelect } from '@console/components/field-editors/parent-select';
import { useDictionary } from '@console/lib/resources/dictionary';
import { labelIn } from '@console/lib/resources/resource-metadata';

/** The input a declared field gets: by its role in a tree, its dictionary, then its kind. */
export function DefaultFieldEditor(props: FieldEditorProps) {
  const { rule, metadata } = props;
  if (metadata.tree?.parentField === rule.name) return <ParentSelect {...props} />;
  if (rule.dictCode) return <DictionarySelect {...props} />;
  switch (rule.kind) {
    case 'longText':
      return (
        <Textarea
          value={props.value}
          disabled={props.disabled}
          resize="vertical"
          onChange={(_, data) => props.onChange(data.value)}
          onBlur={props.onBlur}
        />
      );
    case 'datetime':
      return (
        <Input
          type="datetime-local"
          step={1}
          value={props.value.replace(' ', 'T')}
          disabled={props.disabled}
          onChange={(_, data) => props.onChange(toWireDateTime(data.value))}
          onBlur={props.onBlur}
        />
      );
    case 'integer':
    case 'text':
    case 'code':
    case 'reference':
      return <TextInput {...props} />;
  }
}

/** A plain input, also for fields a screen does not want picked from a tree. */
export function TextInput(props: FieldEditorProps) {
  const { t } = useTranslation('resources');
  return (
    <Input
      type={props.rule.kind === 'integer' ? 'number' : 'text'}
      value={props.value}
      disabled={props.disabled}
      placeholder={t('placeholder.input', { label: labelIn(props.rule.label, props.language) })}
      onChange={(_, data) => props.onChange(data.value)}
      onBlur={props.onBlur}
    />
  );
}

function DictionarySelect(props: FieldEditorProps) {
  const { t } = useTranslation('resources');
  const items = useDictionary(props.rule.dictCode);
  // A declared dictionary the server has no items for (yet) must not make the field unfillable.
  if (items.length === 0) return <TextInput {...props} />;
  const chosen = items.find((item) => item.dictKey === props.value);
  return (
    <Dropdown
      value={chosen?.dictValue ?? ''}
      selectedOptions={props.value ? [props.value] : []}
      disabled={props.disabled}
      placeholder={t('placeholder.select', { label: labelIn(props.rule.label, props.language) })}
      onOptionSelect={(_, data) => props.onChange(data.optionValue ?? '')}
      onBlur={props.onBlur}
    >
      {items.map((item) => (
        <Option key={item.dictKey} value={item.dictKey}>
          {item.dictValue}
        </Option>
      ))}
    </Dropdown>
  );
}

/** datetime-local gives yyyy-MM-ddTHH:mm[:ss]; the wire takes yyyy-MM-dd HH:mm:ss. */
function toWireDateTime(local: string): string {
  if (!local) return '';
  const [day, time = '00:00'] = local.split('T');
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
}
