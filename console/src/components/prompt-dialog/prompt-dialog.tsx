import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface PromptDialogProps {
  title: string;
  label: string;
  /** The message shown while the value is not acceptable. */
  problem: (value: string) => string | undefined;
  multiline?: boolean;
  /** A one-line value's input: text, or a day picked from the browser's calendar (YYYY-MM-DD). */
  inputType?: 'text' | 'date';
  initial?: string;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** Asks one value (a rejection's reason, a new stock), checked before it is sent. */
export function PromptDialog(props: PromptDialogProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initial ?? '');
  const [touched, setTouched] = useState(false);
  const error = touched ? props.problem(value) : undefined;
  const submit = () => {
    setTouched(true);
    if (!props.problem(value)) props.onSubmit(value);
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && props.onCancel()}>
      <DialogSurface style={{ maxWidth: '480px' }}>
        <DialogBody>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogContent>
            <Field
              label={props.label}
              required
              validationState={error ? 'error' : 'none'}
              validationMessage={error}
            >
              {props.multiline ? (
                <Textarea value={value} resize="vertical" onChange={(_, data) => setValue(data.value)} />
              ) : (
                <Input
                  type={props.inputType ?? 'text'}
                  value={value}
                  onChange={(_, data) => setValue(data.value)}
                  onKeyDown={(event) => event.key === 'Enter' && submit()}
                />
              )}
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={props.onCancel}>{t('cancel')}</Button>
            <Button appearance="primary" onClick={submit}>
              {t('ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
