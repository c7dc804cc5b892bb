import { Dropdown, Option } from '@fluentui/react-components';
import type { FieldEditor, FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { useFillWidth } from '@console/components/field-editors/fill-width';
import { labelIn } from '@console/lib/resources/resource-metadata';

/** A dropdown of a field's codes in words (an order's statuses), for searching by one of them. */
export function codePicker(words: Readonly<Record<string, string>>): FieldEditor {
  return function CodePicker(props: FieldEditorProps) {
    const styles = useFillWidth();
    return (
      <Dropdown
        className={styles.fill}
        aria-label={labelIn(props.rule.label, props.language)}
        value={words[props.value] ?? ''}
        selectedOptions={props.value ? [props.value] : []}
        disabled={props.disabled}
        onOptionSelect={(_, data) => props.onChange(data.optionValue ?? '')}
        onBlur={props.onBlur}
      >
        {Object.entries(words).map(([code, word]) => (
          <Option key={code} value={code}>
            {word}
          </Option>
        ))}
      </Dropdown>
    );
  };
}
