import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Textarea,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFlag } from '@console/features/workflow/api/workflow-wire';

export interface TaskDecisionDialogProps {
  taskName: string;
  onDecide: (flag: TaskFlag, comment: string) => void;
  onCancel: () => void;
}

/**
 * Handling a task of a process the console has no form for: pass it on, or send it back with a
 * comment saying why.
 */
export function TaskDecisionDialog({ taskName, onDecide, onCancel }: TaskDecisionDialogProps) {
  const { t } = useTranslation('workflow');
  const { t: common } = useTranslation();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const reject = () => {
    if (comment.trim() === '') setProblem(t('leave.problems.comment'));
    else onDecide('reject', comment.trim());
  };
  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface style={{ maxWidth: '520px' }}>
        <DialogBody>
          <DialogTitle>{taskName}</DialogTitle>
          <DialogContent>
            <Field
              label={t('fields.comment')}
              validationState={problem ? 'error' : 'none'}
              validationMessage={problem}
            >
              <Textarea value={comment} resize="vertical" onChange={(_, data) => setComment(data.value)} />
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{common('cancel')}</Button>
            <Button onClick={reject}>{t('leave.actions.reject')}</Button>
            <Button appearance="primary" onClick={() => onDecide('ok', comment.trim())}>
              {t('leave.actions.approve')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
