import { ArrowDownloadRegular, EyeRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download, storedFiles } from '@console/components/file-upload/stored-files';
import { UploadButton } from '@console/components/file-upload/upload-button';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourcePage } from '@console/components/resource-screen/resource-page';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { AttachmentPreview, canPreview } from '@console/features/resource/components/attachment-preview';
import { useAppServices } from '@console/lib/app-services/app-services';

const columns = ['originalName', 'extension', 'attachSize', 'link'];

interface Previewed {
  name: string;
  extension: string;
  link: string;
}

/**
 * Attachments (/resource/attach): every file put-file stored, with an upload button, a preview
 * of images and PDFs, and a download. Links are asked for afresh each time, as documents' expire;
 * removing an attachment removes its file on the server.
 */
export function AttachPage() {
  const { t } = useTranslation('resource');
  const { t: common } = useTranslation();
  const { http, hasPermission, notifySuccess } = useAppServices();
  const [previewed, setPreviewed] = useState<Previewed>();

  const options = useMemo<ScreenOptions>(() => {
    const files = storedFiles(http);
    return {
      columns,
      toolbar: (context) =>
        hasPermission('attach_upload') && (
          <UploadButton
            label={t('attach.upload')}
            onUploaded={() => {
              notifySuccess(common('operationSuccess'));
              context.reload();
            }}
          />
        ),
      rowButtons: (record) => {
        const name = String(record.originalName);
        const extension = String(record.extension);
        const link = String(record.link);
        const open = (use: (fresh: string) => void) => void files.freshLink(link).then(use, () => undefined); // the client has shown why
        return (
          <>
            {canPreview(extension) && (
              <RowButton
                label={t('attach.preview')}
                icon={<EyeRegular />}
                onClick={() => open((fresh) => setPreviewed({ name, extension, link: fresh }))}
              />
            )}
            {hasPermission('attach_download') && (
              <RowButton
                label={t('attach.download')}
                icon={<ArrowDownloadRegular />}
                onClick={() => open((fresh) => download(fresh, name))}
              />
            )}
          </>
        );
      },
    };
  }, [common, hasPermission, http, notifySuccess, t]);

  return (
    <>
      <ResourcePage name="attach" options={options} />
      {previewed && <AttachmentPreview {...previewed} onClose={() => setPreviewed(undefined)} />}
    </>
  );
}
