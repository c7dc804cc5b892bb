import {
  Badge,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DiagramOf, workflowApi } from '@console/features/workflow/api/workflow-api';
import type { ModelView } from '@console/features/workflow/api/workflow-wire';
import { DiagramLayoutNotice } from '@console/features/workflow/components/diagram-layout-notice';
import { FlowHistory } from '@console/features/workflow/components/flow-history';
import { useDrawnModel } from '@console/features/workflow/components/use-drawn-model';
import { useAppServices } from '@console/lib/app-services/app-services';

const BpmnDiagram = lazy(() => import('@console/features/workflow/components/bpmn-diagram'));

const useStyles = makeStyles({
  // SPEC.md §2: the diagram viewer is 70 percent wide.
  surface: { width: '70vw', maxWidth: '70vw' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  legend: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/**
 * "流程图展示": a definition's diagram, or an instance's with its steps marked (done, active,
 * and the path as warnings) and its history below.
 */
export function DiagramDialog({ of, onClose }: { of: DiagramOf; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('workflow');
  const { t: common } = useTranslation();
  const { http } = useAppServices();
  const [view, setView] = useState<ModelView>();
  const [problem, setProblem] = useState<string>();
  const instance = 'processInstanceId' in of;
  const key = instance ? of.processInstanceId : of.processDefinitionId;
  useEffect(() => {
    let current = true;
    const target: DiagramOf = instance ? { processInstanceId: key } : { processDefinitionId: key };
    workflowApi(http)
      .modelView(target)
      .then(
        (answer) => current && setView(answer),
        (error: Error) => current && setProblem(error.message),
      );
    return () => {
      current = false;
    };
  }, [http, instance, key]);
  const showProblem = useCallback((message: string) => setProblem(t('modeler.loadFailed', { message })), [t]);
  const flow = useMemo(() => view?.flow ?? [], [view]);
  const drawn = useDrawnModel(view?.xml);

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('diagram.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {problem && (
              <MessageBar intent="error">
                <MessageBarBody>{problem}</MessageBarBody>
              </MessageBar>
            )}
            {drawn && <DiagramLayoutNotice drawn={drawn} />}
            {instance && drawn?.xml !== undefined && (
              <div className={styles.legend} aria-label={t('diagram.legend')} role="group">
                <Badge appearance="tint" color="success">
                  {t('diagram.doneNode')}
                </Badge>
                <Badge appearance="tint" color="brand">
                  {t('diagram.activeNode')}
                </Badge>
              </div>
            )}
            {(!view || !drawn) && !problem && <Spinner size="small" label={common('loading')} />}
            {drawn?.xml !== undefined && (
              <Suspense fallback={<Spinner size="small" label={common('loading')} />}>
                <BpmnDiagram xml={drawn.xml} flow={flow} label={t('diagram.canvas')} onError={showProblem} />
              </Suspense>
            )}
            {view && instance && <FlowHistory flow={flow} />}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
