import {
  Badge,
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { FlowchartRegular } from '@fluentui/react-icons';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { CompleteTask } from '@console/features/workflow/api/workflow-wire';
import { DiagramDialog } from '@console/features/workflow/components/diagram-dialog';
import { FlowHistory } from '@console/features/workflow/components/flow-history';
import { LeaveSummary } from '@console/features/workflow/components/leave-summary';
import { useWorkflowApi } from '@console/features/workflow/components/workflow-rows';
import {
  type LeaveAction,
  leaveMachine,
  needsComment,
  offeredLeaveActions,
  stageStates,
} from '@console/features/workflow/machines/leave.machine';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * A leave request, handled (the leave route handle/:taskId/:processInstanceId/:businessId) or
 * read (detail/:processInstanceId/:businessId): the request, where it
 * stands, its history and diagram, and to the holder of its task the actions its stage allows.
 */
export function LeaveRequestPage() {
  const styles = useStyles();
  const { t } = useTranslation('workflow');
  const { t: common } = useTranslation();
  const { taskId, processInstanceId = '', businessId = '' } = useParams();
  const { notifySuccess, confirm } = useAppServices();
  const api = useWorkflowApi();
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string>();
  const [diagramShown, setDiagramShown] = useState(false);
  const [snapshot, send] = useMachine(
    leaveMachine.provide({
      actors: {
        loadLeave: fromPromise(({ input }) => api.leave(input)),
        completeTask: fromPromise<unknown, CompleteTask>(({ input }) => api.completeTask(input)),
        confirmGiveUp: fromPromise(() => confirm(t('leave.confirmGiveUp'))),
      },
      actions: {
        notifyHandled: () => {
          notifySuccess(t('done.completed'));
          setComment('');
        },
      },
    }),
    { input: { businessId, task: taskId ? { taskId, processInstanceId } : undefined } },
  );
  const { leave } = snapshot.context;
  const stage = stageStates.find((candidate) => snapshot.matches(candidate));
  const offered = offeredLeaveActions(snapshot);
  const title = taskId ? t('leave.titles.handle') : t('leave.titles.detail');

  const act = (action: LeaveAction) => {
    if (needsComment(action) && comment.trim() === '') {
      setProblem(t('leave.problems.comment'));
      return;
    }
    setProblem(undefined);
    send({ type: `leave.${action}`, comment });
  };

  return (
    <section className={styles.page} aria-label={title}>
      <div className={styles.heading}>
        <Title2 as="h1">{title}</Title2>
        {stage && (
          <Badge appearance="tint" aria-label={`${t('leave.fields.stage')}: ${t(`leave.stages.${stage}`)}`}>
            {t(`leave.stages.${stage}`)}
          </Badge>
        )}
      </div>
      {snapshot.matches('missing') && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('leave.notFound')}</MessageBarBody>
        </MessageBar>
      )}
      {!leave && !snapshot.matches('missing') && <Spinner size="small" label={common('loading')} />}
      {leave && <LeaveSummary leave={leave} />}
      {offered.length > 0 && (
        <>
          <Field
            label={t('leave.fields.comment')}
            validationState={problem ? 'error' : 'none'}
            validationMessage={problem}
          >
            <Textarea
              name="comment"
              value={comment}
              resize="vertical"
              onChange={(_, data) => setComment(data.value)}
            />
          </Field>
          <div className={styles.actions}>
            {offered.map((action) => (
              <Button
                key={action}
                appearance={action === 'approve' || action === 'resubmit' ? 'primary' : 'secondary'}
                onClick={() => act(action)}
              >
                {t(`leave.actions.${action}`)}
              </Button>
            ))}
          </div>
        </>
      )}
      {leave && (
        <>
          <div>
            <Button icon={<FlowchartRegular />} onClick={() => setDiagramShown(true)}>
              {t('actions.diagram')}
            </Button>
          </div>
          <FlowHistory flow={leave.flow} />
        </>
      )}
      {diagramShown && (
        <DiagramDialog
          of={{ processInstanceId: leave?.processInstanceId ?? processInstanceId }}
          onClose={() => setDiagramShown(false)}
        />
      )}
    </section>
  );
}
