import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog, type PromptDialogProps } from '@console/components/prompt-dialog/prompt-dialog';
import { useAppServices } from '@console/lib/app-services/app-services';

/** The prompt's own props (title, label, problem, input, initial value), then what follows it. */
export interface AskedActionProps extends Omit<PromptDialogProps, 'onSubmit' | 'onCancel'> {
  /** The confirmation's question, naming the value. */
  question: (value: string) => string;
  run: (value: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}

/**
 * An action that needs a value: asks it, then asks to confirm it, then runs. One dialog shows
 * at a time (stacked modals leave the page hidden from assistive technology when they close);
 * a cancelled confirmation or a refusal (the client has shown why) asks again with the value kept.
 */
export function AskedAction({ question, run, onDone, onClose, initial, ...prompt }: AskedActionProps) {
  const { t } = useTranslation();
  const { confirm, notifySuccess } = useAppServices();
  const [asking, setAsking] = useState({ open: true, value: initial ?? '' });
  const submit = async (typed: string) => {
    const value = typed.trim();
    setAsking({ open: false, value });
    const succeeded =
      (await confirm(question(value))) &&
      (await run(value).then(
        () => true,
        () => false,
      ));
    if (!succeeded) return setAsking({ open: true, value });
    notifySuccess(t('operationSuccess'));
    onDone();
  };
  if (!asking.open) return null;
  return (
    <PromptDialog
      {...prompt}
      initial={asking.value}
      onSubmit={(value) => void submit(value)}
      onCancel={onClose}
    />
  );
}
