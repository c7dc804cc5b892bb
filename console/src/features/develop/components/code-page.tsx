import { CodeRegular, CopyRegular } from '@fluentui/react-icons';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { ModelPicker } from '@console/features/develop/components/develop-pickers';
import { GeneratedCodeDialog } from '@console/features/develop/components/generated-code-dialog';
import { useAppServices } from '@console/lib/app-services/app-services';

const columns = ['codeName', 'serviceName', 'apiPath', 'resourceName', 'modulePath', 'remark'];

/**
 * The code generator (/develop/code): its settings on the generic screen, each row generating
 * its code (preview and zip) or copying the setting.
 */
export function CodePage() {
  const { t } = useTranslation('develop');
  const { http, hasPermission, notifySuccess } = useAppServices();
  const [generating, setGenerating] = useState<{ id: string; name: string } | undefined>();
  const closePreview = useCallback(() => setGenerating(undefined), []);
  const options = useMemo<ScreenOptions>(
    () => ({
      columns,
      editors: { modelId: ModelPicker },
      rowButtons: (record, context) => (
        <>
          {hasPermission('code_gen') && (
            <RowButton
              label={t('code.generate')}
              icon={<CodeRegular />}
              onClick={() => setGenerating({ id: record.id, name: String(record.codeName) })}
            />
          )}
          {hasPermission('code_copy') && (
            <RowButton
              label={t('code.copy')}
              icon={<CopyRegular />}
              onClick={() =>
                void http.post('/api/blade-develop/code/copy', undefined, { query: { id: record.id } }).then(
                  () => {
                    notifySuccess(t('code.copied'));
                    context.reload();
                  },
                  () => undefined, // the client has shown why
                )
              }
            />
          )}
        </>
      ),
    }),
    [hasPermission, http, notifySuccess, t],
  );
  return (
    <>
      <ResourcePage name="code" options={options} />
      {generating && <GeneratedCodeDialog id={generating.id} name={generating.name} onClose={closePreview} />}
    </>
  );
}
