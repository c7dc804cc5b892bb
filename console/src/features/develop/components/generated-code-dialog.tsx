import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  Tab,
  TabList,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneratedCodeAnswer } from '@services/develop/code/code.wire';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({
  surface: { maxWidth: '1100px', width: '95vw' },
  body: { display: 'flex', columnGap: tokens.spacingHorizontalM, minHeight: '50vh' },
  files: { flexShrink: 0, maxWidth: '340px', overflowX: 'auto' },
  code: {
    flexGrow: 1,
    margin: 0,
    maxHeight: '60vh',
    overflow: 'auto',
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    fontSize: tokens.fontSizeBase200,
  },
});

/** Saves the zip the server answered (base64) as a download named as the server says. */
function download(code: GeneratedCodeAnswer): void {
  const bytes = Uint8Array.from(atob(code.zip), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = code.fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The code a generator setting produces (code/gen-code): each file to read, and the zip to download. */
export function GeneratedCodeDialog({
  id,
  name,
  onClose,
}: {
  id: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('develop');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const { http } = useAppServices();
  const [code, setCode] = useState<GeneratedCodeAnswer | undefined>();
  const [shown, setShown] = useState(0);

  useEffect(() => {
    http.get<GeneratedCodeAnswer>('/api/blade-develop/code/gen-code', { id }).then(setCode, onClose);
  }, [http, id, onClose]);

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('code.previewTitle', { name })}</DialogTitle>
          <DialogContent>
            {!code ? (
              <Spinner label={common('loading')} />
            ) : (
              <div className={styles.body}>
                <TabList
                  className={styles.files}
                  vertical
                  size="small"
                  aria-label={t('code.files')}
                  selectedValue={String(shown)}
                  onTabSelect={(_, data) => setShown(Number(data.value))}
                >
                  {code.files.map((file, index) => (
                    <Tab key={file.path} value={String(index)}>
                      {file.path}
                    </Tab>
                  ))}
                </TabList>
                <pre className={styles.code} tabIndex={0} aria-label={code.files[shown]?.path}>
                  {code.files[shown]?.content}
                </pre>
              </div>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('close')}</Button>
            <Button
              appearance="primary"
              icon={<ArrowDownloadRegular />}
              disabled={!code}
              onClick={() => code && download(code)}
            >
              {t('code.download')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
