import {
  Dropdown,
  Field,
  FieldContextProvider,
  makeStyles,
  Option,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { goodsApi } from '@console/features/goods/api/goods-api';
import { keptFor, type MouldChoice, mouldChoiceText } from '@console/features/goods/api/mould-choice';
import { useEnabledMoulds, useMouldContent } from '@console/features/goods/api/use-moulds';
import { MouldValueInput } from '@console/features/goods/components/mould-value-input';
import { useAppServices } from '@console/lib/app-services/app-services';
import { labelIn } from '@console/lib/resources/resource-metadata';

const useStyles = makeStyles({
  editor: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
  },
  note: { color: tokens.colorNeutralForeground3 },
});

/**
 * The goods form's mould: a choice among the enabled moulds, then one input per field of the
 * chosen one, the required ones marked. The server checks the values and words any refusal.
 */
export function GoodsMouldEditor({ rule, value, onChange, disabled, language }: FieldEditorProps) {
  const styles = useStyles();
  const { t } = useTranslation('goods');
  const { http } = useAppServices();
  const api = useMemo(() => goodsApi(http), [http]);
  const choice = useMemo(() => mouldChoiceText.decode(value), [value]);
  const moulds = useEnabledMoulds(api);
  const content = useMouldContent(api, choice.mouldId);
  const change = (next: MouldChoice) => onChange(mouldChoiceText.encode(next));

  // The server refuses a value of a field its mould has dropped since the item was saved.
  useEffect(() => {
    if (!content) return;
    const kept = keptFor(choice, content);
    if (Object.keys(kept.values).length < Object.keys(choice.values).length)
      onChange(mouldChoiceText.encode(kept));
  }, [content, choice, onChange]);

  // A mould disabled since the item took it is not among the enabled: its id stands for it.
  const chosenName = choice.mouldId
    ? String(moulds.find((mould) => mould.id === choice.mouldId)?.mouldName ?? choice.mouldId)
    : t('mouldValues.none');
  return (
    // Each input inside is labelled by a field of its own, not by the form's field.
    <FieldContextProvider value={undefined}>
      <div className={styles.editor}>
        <Dropdown
          aria-label={labelIn(rule.label, language)}
          value={chosenName}
          selectedOptions={[choice.mouldId]}
          disabled={disabled}
          onOptionSelect={(_, data) =>
            data.optionValue !== choice.mouldId && change({ mouldId: data.optionValue ?? '', values: {} })
          }
        >
          <Option value="">{t('mouldValues.none')}</Option>
          {moulds.map((mould) => (
            <Option key={mould.id} value={mould.id}>
              {String(mould.mouldName)}
            </Option>
          ))}
        </Dropdown>
        {content?.length === 0 && <Text className={styles.note}>{t('mouldValues.noFields')}</Text>}
        {content && content.length > 0 && (
          <div className={styles.fields}>
            {content.map((field) => (
              <Field key={field.key} label={field.label} required={field.required && !disabled}>
                <MouldValueInput
                  field={field}
                  value={choice.values[field.key] ?? ''}
                  disabled={disabled}
                  onChange={(text) => change({ ...choice, values: { ...choice.values, [field.key]: text } })}
                />
              </Field>
            ))}
          </div>
        )}
      </div>
    </FieldContextProvider>
  );
}
