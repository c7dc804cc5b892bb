import { Button, Caption1, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { download, storedFiles } from '@console/components/file-upload/stored-files';
import { UploadButton } from '@console/components/file-upload/upload-button';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  row: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalM },
});

/**
 * contractUrl's input: the template file is uploaded through put-file and its link becomes the
 * value (SPEC.md §5: saving needs an uploaded file). The server checks its placeholders on save.
 */
export function TemplateFileEditor({ value, onChange, disabled }: FieldEditorProps) {
  const { t } = useTranslation('contract');
  const styles = useStyles();
  const { http } = useAppServices();
  const [uploadedName, setUploadedName] = useState<string>();
  const state = uploadedName ? t('uploaded', { name: uploadedName }) : value ? t('stored') : t('none');

  return (
    <div className={styles.column}>
      <div className={styles.row}>
        <UploadButton
          label={t('upload')}
          accept=".docx"
          disabled={disabled}
          onUploaded={(file) => {
            setUploadedName(file.originalName);
            onChange(file.link);
          }}
        />
        <Text>{state}</Text>
        {value && (
          <Button
            appearance="subtle"
            icon={<ArrowDownloadRegular />}
            onClick={() =>
              void storedFiles(http)
                .freshLink(value.split('?')[0]!)
                .then(
                  (link) => download(link, uploadedName ?? 'template.docx'),
                  () => undefined,
                )
            }
          >
            {t('download')}
          </Button>
        )}
      </div>
      <Caption1>
        {t('hint', {
          syntax: '{{名称}}',
          example: '{{merchantName}}',
          interpolation: { escapeValue: false },
        })}
      </Caption1>
    </div>
  );
}
