import { Input } from '@fluentui/react-components';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { useFillWidth } from '@console/components/field-editors/fill-width';
import { labelIn } from '@console/lib/resources/resource-metadata';

/**
 * A day (YYYY-MM-DD, the wire's form) picked from the browser's calendar, for a field that names
 * one day (a reconciliation's date): typed by hand, a day is easily written in a form the server
 * does not match.
 */
export function DayInput(props: FieldEditorProps) {
  const styles = useFillWidth();
  return (
    <Input
      className={styles.fill}
      type="date"
      aria-label={labelIn(props.rule.label, props.language)}
      value={props.value}
      disabled={props.disabled}
      onChange={(_, data) => props.onChange(data.value)}
      onBlur={props.onBlur}
    />
  );
}
