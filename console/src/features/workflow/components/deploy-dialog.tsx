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
import { notProcessFiles } from '@console/features/workflow/api/deployment-files';
import type { DeployTarget } from '@console/features/workflow/api/workflow-api';
import { CategoryPicker } from '@console/features/workflow/components/category-picker';
import { TenantPicker } from '@console/features/workflow/components/tenant-picker';

const useStyles = makeStyles({
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface DeployDialogProps {
  title: string;
  /** Upload: the deployment's BPMN files are chosen here; a model deploys its own XML. */
  withFiles: boolean;
  /** Sends the deployment; a refusal has been shown by the HTTP client, and the dialog stays. */
  onDeploy: (target: DeployTarget, files: readonly File[]) => Promise<void>;
  onCancel: () => void;
}

/** Where a deployment goes (its category, the tenants that see it) and, for an upload, its files. */
export function DeployDialog({ title, withFiles, onDeploy, onCancel }: DeployDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('workflow');
  const { t: common } = useTranslation();
  const [category, setCategory] = useState('');
  const [tenantIds, setTenantIds] = useState<string[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);

  const wrongFiles = notProcessFiles(files.map((file) => file.name));
  const problems = {
    category: category.trim() === '' ? t('deployment.categoryRequired') : undefined,
    files: !withFiles
      ? undefined
      : files.length === 0
        ? t('deployment.filesRequired')
        : wrongFiles.length > 0
          ? t('deployment.filesWrongType', { names: wrongFiles.join(', ') })
          : undefined,
  };
  const shown = (problem: string | undefined) => (touched ? problem : undefined);

  const deploy = () => {
    setTouched(true);
    if (problems.category || problems.files) return;
    setSending(true);
    onDeploy({ category: category.trim(), tenantIds }, files).then(
      () => setSending(false),
      () => setSending(false),
    );
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onCancel()}>
      <DialogSurface style={{ maxWidth: '560px' }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.fields}>
            <Field
              label={t('deployment.category')}
              required
              validationState={shown(problems.category) ? 'error' : 'none'}
              validationMessage={shown(problems.category)}
            >
              <CategoryPicker label={t('deployment.category')} value={category} onChange={setCategory} />
            </Field>
            <Field label={t('deployment.tenants')} hint={t('deployment.tenantsHint')}>
              <TenantPicker
                label={t('deployment.tenants')}
                hint={t('deployment.tenantsHint')}
                value={tenantIds}
                onChange={setTenantIds}
              />
            </Field>
            {withFiles && (
              <Field
                label={t('deployment.files')}
                required
                hint={t('deployment.filesHint')}
                validationState={shown(problems.files) ? 'error' : 'none'}
                validationMessage={shown(problems.files)}
              >
                <input
                  type="file"
                  name="files"
                  multiple
                  accept=".bpmn,.xml"
                  onChange={(event) => setFiles([...(event.target.files ?? [])])}
                />
              </Field>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>{common('cancel')}</Button>
            <Button appearance="primary" disabled={sending} onClick={deploy}>
              {t('actions.deploy')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
