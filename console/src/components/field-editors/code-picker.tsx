import { Dropdown, makeStyles, Option } from '@fluentui/react-components';
import type { FieldEditor, FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { labelIn } from '@console/lib/resources/resource-metadata';

// As wide as the input it stands for, not a dropdown's own minimum, which would spill over the
// search form's next input or its buttons.
const useStyles = makeStyles({ picker: { minWidth: 0, width: '100%' } });

/** A dropdown of a field's codes in words (an order's statuses), for searching by one of them. */
export function codePicker(words: Readonly<Record<string, string>>): FieldEditor {
  return function CodePicker(props: FieldEditorProps) {
    const styles = useStyles();
    return (
      <Dropdown
        className={styles.picker}
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
