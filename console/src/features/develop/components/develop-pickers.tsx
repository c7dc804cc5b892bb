import { Dropdown, Option } from '@fluentui/react-components';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { useFillWidth } from '@console/components/field-editors/fill-width';
import { recordsAsNodes, remotePicker } from '@console/components/field-editors/remote-picker';
import { labelIn } from '@console/lib/resources/resource-metadata';

/** The drivers the server reads data sources with (datasource.resource.ts). */
const drivers = ['postgresql', 'mysql'];

/** A data source's driver, one of those the server knows. */
export function DriverPicker(props: FieldEditorProps) {
  const styles = useFillWidth();
  return (
    <Dropdown
      className={styles.fill}
      aria-label={labelIn(props.rule.label, props.language)}
      value={props.value}
      selectedOptions={props.value ? [props.value] : []}
      disabled={props.disabled}
      onOptionSelect={(_, data) => props.onChange(data.optionValue ?? '')}
      onBlur={props.onBlur}
    >
      {drivers.map((driver) => (
        <Option key={driver} value={driver}>
          {driver}
        </Option>
      ))}
    </Dropdown>
  );
}

/** A model's data source, by name. */
export const DatasourcePicker = remotePicker('/api/blade-develop/datasource/select', {
  toNodes: recordsAsNodes('name'),
});

/** A generator setting's model, by name. */
export const ModelPicker = remotePicker('/api/blade-develop/model/select', {
  toNodes: recordsAsNodes('modelName'),
});
