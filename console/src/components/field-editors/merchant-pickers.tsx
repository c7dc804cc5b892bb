import { Dropdown, Option } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { TreeDropdown } from '@console/components/field-editors/tree-dropdown';
import { labelIn } from '@console/lib/resources/resource-metadata';
import { useRecordNodes, useTreeNodes } from '@console/lib/resources/use-tree-nodes';

const merchantApi = '/api/prepaid-merchant';

function pickerProps(props: FieldEditorProps, placeholder: string) {
  return {
    value: props.value,
    onChange: props.onChange,
    onBlur: props.onBlur,
    disabled: props.disabled,
    placeholder,
    ariaLabel: labelIn(props.rule.label, props.language),
  };
}

function usePlaceholder(props: FieldEditorProps) {
  const { t } = useTranslation('resources');
  return t('placeholder.select', { label: labelIn(props.rule.label, props.language) });
}

/** The tenant's merchants, also read by lists that name a merchant. */
export const merchantTreePath = `${merchantApi}/merchant/getMerchantTree`;

/** A merchant of the tenant (merchant/getMerchantTree). */
export function MerchantPicker(props: FieldEditorProps) {
  const nodes = useTreeNodes(merchantTreePath);
  return <TreeDropdown nodes={nodes} {...pickerProps(props, usePlaceholder(props))} />;
}

/** The industry category tree, also read by lists that name a category. */
export const categoryTreePath = `${merchantApi}/category/tree`;

/** A node of the industry category tree. */
export function CategoryPicker(props: FieldEditorProps) {
  const nodes = useTreeNodes(categoryTreePath);
  return <TreeDropdown nodes={nodes} {...pickerProps(props, usePlaceholder(props))} />;
}

/** A supervise bank (superviseBank/list). */
export function SuperviseBankPicker(props: FieldEditorProps) {
  const nodes = useRecordNodes(`${merchantApi}/superviseBank/list`, 'bankName');
  return <TreeDropdown nodes={nodes} {...pickerProps(props, usePlaceholder(props))} />;
}

/** Industry tags, several, sent comma-joined (industryTag/list). */
export function IndustryTagsPicker(props: FieldEditorProps) {
  const nodes = useRecordNodes(`${merchantApi}/industryTag/list`, 'tagName');
  return <TreeDropdown nodes={nodes} multiple {...pickerProps(props, usePlaceholder(props))} />;
}

/** A 0/1 flag as 否/是, with the words of the feature that uses it. */
export function yesNoPicker(words: { no: string; yes: string }) {
  return function YesNoPicker(props: FieldEditorProps) {
    return (
      <Dropdown
        aria-label={labelIn(props.rule.label, props.language)}
        value={props.value === '1' ? words.yes : props.value === '0' ? words.no : ''}
        selectedOptions={props.value ? [props.value] : []}
        disabled={props.disabled}
        onOptionSelect={(_, data) => props.onChange(data.optionValue ?? '')}
        onBlur={props.onBlur}
      >
        <Option value="0">{words.no}</Option>
        <Option value="1">{words.yes}</Option>
      </Dropdown>
    );
  };
}
