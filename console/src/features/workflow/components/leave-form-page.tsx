import {
  Button,
  Dropdown,
  Field,
  Input,
  makeStyles,
  Option,
  Textarea,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { leaveRequestProblems, wireTime } from '@console/features/workflow/api/leave-request';
import type { StartLeave } from '@console/features/workflow/api/workflow-wire';
import { useWorkflowApi } from '@console/features/workflow/components/workflow-rows';
import { leaveMachine } from '@console/features/workflow/machines/leave.machine';
import { workPage } from '@console/lib/menu/work-paths';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
  times: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  time: { flex: '1 1 220px' },
});

interface Draft {
  leaveType: string;
  /** As the datetime-local inputs hold them: 'YYYY-MM-DDTHH:mm'. */
  startTime: string;
  endTime: string;
  reason: string;
}

/**
 * A new leave request (the 我的事务 module's process/leave/form/:processDefinitionId): its kind, from when to when
 * and why; the server counts the days. Sent, it goes to the department head, and the caller sees
 * it among the requests they sent.
 */
export function LeaveFormPage() {
  const styles = useStyles();
  const { t } = useTranslation('workflow');
  const { processDefinitionId = '' } = useParams();
  const { notifySuccess } = useAppServices();
  const api = useWorkflowApi();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>({ leaveType: '1', startTime: '', endTime: '', reason: '' });
  const [touched, setTouched] = useState(false);
  const [snapshot, send] = useMachine(
    leaveMachine.provide({
      actors: { startLeave: fromPromise(({ input }) => api.startLeave(input)) },
      actions: {
        notifySubmitted: () => {
          notifySuccess(t('done.started'));
          void navigate(workPage('send'));
        },
      },
    }),
    { input: {} },
  );
  const request: StartLeave = {
    processDefinitionId,
    leaveType: draft.leaveType,
    startTime: wireTime(draft.startTime),
    endTime: wireTime(draft.endTime),
    reason: draft.reason.trim(),
  };
  const problems = leaveRequestProblems(request);
  const shown = (field: keyof StartLeave) => {
    const key = touched ? problems[field] : undefined;
    return key && t(`leave.problems.${key}`);
  };
  const set = (field: keyof Draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const types: Record<string, string> = t('leave.types', { returnObjects: true });
  const title = t('leave.titles.form');

  return (
    // noValidate: the app's own messages, not the browser's bubbles, say what is missing.
    <form
      className={styles.form}
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        send({ type: 'leave.submit', request });
      }}
    >
      <Title2 as="h1">{title}</Title2>
      <Field label={t('leave.fields.leaveType')}>
        <Dropdown
          aria-label={t('leave.fields.leaveType')}
          value={types[draft.leaveType] ?? ''}
          selectedOptions={[draft.leaveType]}
          onOptionSelect={(_, data) => set('leaveType')(data.optionValue ?? '1')}
        >
          {Object.entries(types).map(([key, word]) => (
            <Option key={key} value={key}>
              {word}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <div className={styles.times}>
        {(['startTime', 'endTime'] as const).map((field) => (
          <Field
            key={field}
            className={styles.time}
            label={t(`leave.fields.${field}`)}
            required
            validationState={shown(field) ? 'error' : 'none'}
            validationMessage={shown(field)}
          >
            <Input
              type="datetime-local"
              name={field}
              value={draft[field]}
              onChange={(_, data) => set(field)(data.value)}
            />
          </Field>
        ))}
      </div>
      <Field
        label={t('leave.fields.reason')}
        required
        validationState={shown('reason') ? 'error' : 'none'}
        validationMessage={shown('reason')}
      >
        <Textarea
          name="reason"
          value={draft.reason}
          resize="vertical"
          onChange={(_, data) => set('reason')(data.value)}
        />
      </Field>
      <div>
        <Button type="submit" appearance="primary" disabled={!snapshot.hasTag('submit')}>
          {t('leave.actions.submit')}
        </Button>
      </div>
    </form>
  );
}
