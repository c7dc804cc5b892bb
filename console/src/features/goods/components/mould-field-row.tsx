import {
  Checkbox,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  TableCell,
  TableRow,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import { type ReactNode, type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { type MouldFieldType, mouldFieldTypes, mouldLimits } from '@console/features/goods/api/mould-fields';
import type { DraftChange, MouldFieldDraft } from '@console/features/goods/api/mould-field-drafts';
import type { RowProblems } from '@console/features/goods/api/mould-field-problems';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXXS },
  // An input takes its cell's width, not its own default, so that neighbours do not overlap.
  fill: { width: '100%', minWidth: 0 },
  type: { width: '100%', minWidth: '96px' },
});

/** What takes the focus once a row has moved or been added, so the keyboard stays in place. */
export type RowFocus = 'key' | 'moveUp' | 'moveDown';

export interface MouldFieldRowProps {
  draft: MouldFieldDraft;
  /** The row's place, from 1, as the labels say it. */
  row: number;
  last: boolean;
  /** The problems to show now: none until the operator has left an input of the row. */
  problems: RowProblems;
  disabled: boolean;
  focus?: RowFocus;
  onFocused: () => void;
  onChange: (change: DraftChange) => void;
  onLeft: () => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One field of a mould: its inputs, each named with the row's place, and its buttons. */
export function MouldFieldRow(props: MouldFieldRowProps) {
  const { draft, row, problems, disabled, focus, onFocused, onChange } = props;
  const styles = useStyles();
  const { t } = useTranslation('goods');
  const key = useRef<HTMLInputElement>(null);
  const moveUp = useRef<HTMLButtonElement>(null);
  const moveDown = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focus) return;
    ({ key, moveUp, moveDown })[focus].current?.focus();
    onFocused();
  }, [focus, onFocused]);

  const named = (input: 'key' | 'label' | 'type' | 'required' | 'options' | 'maxLength') =>
    t('mouldFields.inputOf', { row, input: t(`mouldFields.${input}`) });
  const action = (name: 'moveUp' | 'moveDown' | 'remove') =>
    t('mouldFields.actionOn', { row, action: t(`mouldFields.${name}`) });
  const checked = (name: keyof RowProblems, input: ReactNode) => {
    const problem = problems[name];
    const message = problem && t(`mouldFields.problem.${problem}`);
    return (
      <Field validationState={message ? 'error' : 'none'} validationMessage={message}>
        {input}
      </Field>
    );
  };
  const typed = (name: 'key' | 'label', ref?: Ref<HTMLInputElement>) =>
    checked(
      name,
      <Input
        ref={ref}
        className={styles.fill}
        aria-label={named(name)}
        value={draft[name]}
        disabled={disabled}
        onChange={(_, data) => onChange({ [name]: data.value })}
      />,
    );

  return (
    // Leaving any input of the row (blur bubbles in React) lets the row's problems show.
    <TableRow onBlur={props.onLeft}>
      <TableCell>{row}</TableCell>
      <TableCell>{typed('key', key)}</TableCell>
      <TableCell>{typed('label')}</TableCell>
      <TableCell>
        <Dropdown
          className={styles.type}
          aria-label={named('type')}
          value={t(`mouldFields.types.${draft.type}`)}
          selectedOptions={[draft.type]}
          disabled={disabled}
          onOptionSelect={(_, data) => onChange({ type: data.optionValue as MouldFieldType })}
        >
          {mouldFieldTypes.map((type) => (
            <Option key={type} value={type}>
              {t(`mouldFields.types.${type}`)}
            </Option>
          ))}
        </Dropdown>
      </TableCell>
      <TableCell>
        <Checkbox
          aria-label={named('required')}
          checked={draft.required}
          disabled={disabled}
          onChange={(_, data) => onChange({ required: data.checked === true })}
        />
      </TableCell>
      <TableCell>
        {checked(
          'settings',
          <SettingsInput draft={draft} disabled={disabled} named={named} onChange={onChange} />,
        )}
      </TableCell>
      {!disabled && (
        <TableCell>
          <div className={styles.actions}>
            <RowButton
              ref={moveUp}
              label={action('moveUp')}
              icon={<ArrowUpRegular />}
              disabled={row === 1}
              onClick={() => props.onMove(-1)}
            />
            <RowButton
              ref={moveDown}
              label={action('moveDown')}
              icon={<ArrowDownRegular />}
              disabled={props.last}
              onClick={() => props.onMove(1)}
            />
            <RowButton label={action('remove')} icon={<DeleteRegular />} onClick={props.onRemove} />
          </div>
        </TableCell>
      )}
    </TableRow>
  );
}

interface SettingsInputProps {
  draft: MouldFieldDraft;
  disabled: boolean;
  named: (input: 'options' | 'maxLength') => string;
  onChange: (change: DraftChange) => void;
}

/** A select takes its options, a text its longest length; numbers and dates take nothing. */
function SettingsInput({ draft, disabled, named, onChange }: SettingsInputProps) {
  const { t } = useTranslation('goods');
  switch (draft.type) {
    case 'select':
      return (
        <Textarea
          aria-label={named('options')}
          placeholder={t('mouldFields.optionsPlaceholder')}
          value={draft.options}
          disabled={disabled}
          resize="vertical"
          onChange={(_, data) => onChange({ options: data.value })}
        />
      );
    case 'text':
      return (
        <Input
          type="number"
          min={mouldLimits.textLength.min}
          max={mouldLimits.textLength.max}
          aria-label={named('maxLength')}
          placeholder={t('mouldFields.maxLengthPlaceholder')}
          value={draft.maxLength}
          disabled={disabled}
          onChange={(_, data) => onChange({ maxLength: data.value })}
        />
      );
    case 'number':
    case 'date':
      return null;
  }
}
