import {
  Button,
  CounterBadge,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { BugRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { startErrorLogSender } from '@console/features/error-log/error-log-sender';
import { errorLogStore, useErrorLog } from '@console/features/error-log/error-log-store';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({
  surface: { maxWidth: '90vw', width: '960px' },
  stack: { whiteSpace: 'pre-wrap', fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase100 },
  body: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
});

/**
 * The front-end error log (SPEC.md §8), shown only when something went wrong. While the top bar
 * is up (a session exists), its entries also go to the server's error log (错误日志).
 */
export function ErrorLogButton() {
  const { t } = useTranslation('errorLog');
  const { t: common } = useTranslation();
  const styles = useStyles();
  const entries = useErrorLog();
  const { http } = useAppServices();
  useEffect(
    () =>
      startErrorLogSender((errors) =>
        http.post('/api/blade-log/error/console-submit', { errors }, { silent: true }),
      ),
    [http],
  );
  if (entries.length === 0) return null;
  return (
    <Dialog>
      <Tooltip content={t('open')} relationship="label">
        <DialogTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<BugRegular />}>
            <CounterBadge count={entries.length} color="danger" size="small" />
          </Button>
        </DialogTrigger>
      </Tooltip>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogContent className={styles.body}>
            <MessageBar intent="info">
              <MessageBarBody>{t('sent')}</MessageBarBody>
            </MessageBar>
            <Table size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('type')}</TableHeaderCell>
                  <TableHeaderCell>{t('message')}</TableHeaderCell>
                  <TableHeaderCell>{t('url')}</TableHeaderCell>
                  <TableHeaderCell>{t('time')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {entries.map((entry, index) => (
                  <TableRow key={`${entry.time}-${index}`}>
                    <TableCell>{entry.type}</TableCell>
                    <TableCell>
                      {entry.message}
                      {entry.stack && <div className={styles.stack}>{entry.stack}</div>}
                    </TableCell>
                    <TableCell>{entry.url}</TableCell>
                    <TableCell>{entry.time}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => errorLogStore.clear()}>{t('clear')}</Button>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{common('close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
