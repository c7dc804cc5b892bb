import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DefaultFieldEditor } from '@console/components/field-editors/field-editor';
import type { FieldEditor } from '@console/components/field-editors/field-editor-props';
import { useRecordForm } from '@console/components/resource-screen/use-record-form';
import type { FieldRule, FormValues } from '@console/lib/resources/form-rules';
import { labelIn, type ResourceMetadata } from '@console/lib/resources/resource-metadata';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  wide: { gridColumn: '1 / -1' },
});

/** Wide enough for two columns of inputs. */
const defaultWidth = 720;

export type DialogMode = 'add' | 'edit' | 'view';

export interface RecordDialogProps {
  mode: DialogMode;
  metadata: ResourceMetadata;
  rules: readonly FieldRule[];
  initial: FormValues;
  editors?: Readonly<Record<string, FieldEditor>>;
  /** Pixels; the dictionary screens use 880 (SPEC.md §9). */
  width?: number;
  language: string;
  /** Saves; a rejection (already toasted) keeps the dialog open with what was typed. */
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
}

/** Add, edit or view one record, with the declared checks on blur and on save. */
export function RecordDialog(props: RecordDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  const form = useRecordForm(props.rules, props.initial);
  const [saving, setSaving] = useState(false);
  const readOnly = props.mode === 'view';
  const formId = `record-form-${props.metadata.name}`;

  async function save() {
    if (!form.validateAll()) return;
    setSaving(true);
    try {
      await props.onSubmit(form.values);
    } catch {
      // The HTTP client has shown the server's message; the user may correct and retry.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && props.onClose()}>
      <DialogSurface style={{ maxWidth: `${props.width ?? defaultWidth}px`, width: '100%' }}>
        <DialogBody>
          <DialogTitle>{`${t(props.mode)} · ${labelIn(props.metadata.title, props.language)}`}</DialogTitle>
          <DialogContent>
            <form
              id={formId}
              className={styles.form}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!readOnly) void save();
              }}
            >
              {props.rules
                .filter((rule) => !rule.hidden)
                .map((rule) => {
                  const Editor = props.editors?.[rule.name] ?? DefaultFieldEditor;
                  const error = form.errors[rule.name];
                  return (
                    <Field
                      key={rule.name}
                      className={rule.kind === 'longText' ? styles.wide : undefined}
                      label={labelIn(rule.label, props.language)}
                      required={rule.required !== null && !readOnly}
                      validationState={error ? 'error' : 'none'}
                      validationMessage={error}
                    >
                      <Editor
                        rule={rule}
                        metadata={props.metadata}
                        value={form.values[rule.name] ?? ''}
                        onChange={(value) => form.change(rule.name, value)}
                        onBlur={() => form.blur(rule.name)}
                        disabled={readOnly || rule.disabled}
                        language={props.language}
                      />
                    </Field>
                  );
                })}
            </form>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onClose}>{readOnly ? t('close') : t('cancel')}</Button>
            {!readOnly && (
              <Button type="submit" form={formId} appearance="primary" disabled={saving}>
                {t('save')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
