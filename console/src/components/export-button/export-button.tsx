import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Link,
  ProgressBar,
} from '@fluentui/react-components';
import { ArrowExportRegular } from '@fluentui/react-icons';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { useAppServices } from '@console/lib/app-services/app-services';
import {
  downloadUrl,
  type ExportStarted,
  type JobDetail,
  progressOf,
  readJob,
} from '@console/lib/exports/export-job';
import { exportJobMachine } from '@console/lib/exports/export-job.machine';

export interface ExportButtonProps {
  /** The button code that shows it (…_export). */
  permission: string;
  /** Starts the export; answers the job id. */
  start: () => Promise<ExportStarted>;
}

/** Hands the finished file to the browser as a download. */
function saveFile(job: JobDetail) {
  if (!job.link) return;
  const anchor = document.createElement('a');
  anchor.href = downloadUrl(job.link);
  anchor.download = job.fileName ?? '';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * Export: starts the job, shows its progress from job/detail, downloads the file when done and
 * keeps its link in the dialog.
 */
export function ExportButton({ permission, start }: ExportButtonProps) {
  const { t } = useTranslation('exports');
  const { t: common } = useTranslation();
  const { http, hasPermission } = useAppServices();
  const [snapshot, send] = useMachine(
    exportJobMachine.provide({
      actors: {
        startExport: fromPromise(() => start()),
        readJob: fromPromise(({ input }: { input: string }) => readJob(http, input)),
      },
      actions: { download: (_, params) => saveFile(params.job) },
    }),
  );
  if (!hasPermission(permission)) return null;
  const { job } = snapshot.context;
  const open = !snapshot.matches('idle') && !snapshot.matches('starting');
  const failed = snapshot.matches('failed');
  const done = snapshot.matches('done');
  const message = failed
    ? t('failed', { error: job?.error ?? common('unknownError') })
    : done
      ? t('done', { rows: job?.rows ?? 0 })
      : t('running');

  return (
    <>
      <Button
        icon={<ArrowExportRegular />}
        disabled={snapshot.matches('starting')}
        onClick={() => send({ type: 'export.start' })}
      >
        {t('export')}
      </Button>
      {open && (
        <Dialog
          open
          modalType="modal"
          onOpenChange={(_, data) => !data.open && send({ type: 'export.close' })}
        >
          <DialogSurface style={{ maxWidth: '480px' }}>
            <DialogBody>
              <DialogTitle>{t('title')}</DialogTitle>
              <DialogContent>
                <Field
                  label={message}
                  validationState={failed ? 'error' : done ? 'success' : 'none'}
                  hint={done ? undefined : t('progress', { progress: Math.round(progressOf(job) * 100) })}
                >
                  <ProgressBar value={progressOf(job)} max={1} thickness="large" />
                </Field>
                {done && job?.link && (
                  <Link href={downloadUrl(job.link)} download={job.fileName ?? undefined}>
                    {`${t('download')}: ${job.fileName ?? ''}`}
                  </Link>
                )}
              </DialogContent>
              <DialogActions>
                <Button onClick={() => send({ type: 'export.close' })}>{common('close')}</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      )}
    </>
  );
}
