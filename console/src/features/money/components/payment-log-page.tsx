import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { moneyMetadata } from '@console/features/money/api/money-resources';
import { formattedNotice } from '@console/features/money/api/formatted-notice';
import { codePicker } from '@console/components/field-editors/code-picker';
import { codeCells } from '@console/features/money/components/money-cells';

const useStyles = makeStyles({
  notice: {
    margin: 0,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorNeutralBackground3,
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
});

/**
 * The payment data log (/prepaid/payment-log): every raw notice of the supervise bank, the
 * rejected ones marked with why, each readable as it arrived, formatted.
 */
export function PaymentLogPage() {
  const styles = useStyles();
  const { t } = useTranslation('money');
  const { t: common } = useTranslation();
  const metadata = useMemo(() => moneyMetadata('paymentLog'), []);
  const [body, setBody] = useState<string>();
  const options = useMemo<ScreenOptions>(
    () => ({
      searchFields: ['bankSerial', 'paymentNo', 'status'],
      editors: { status: codePicker(t('noticeStatus', { returnObjects: true })) },
      cells: codeCells(t, { status: 'noticeStatus' }),
      rowButtons: (notice) => (
        <RowButton
          label={t('actions.showNotice')}
          icon={<DocumentSearchRegular />}
          onClick={() => setBody(String(notice.body ?? ''))}
        />
      ),
    }),
    [t],
  );
  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      <Dialog open={body !== undefined} onOpenChange={(_, data) => !data.open && setBody(undefined)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{t('notice.title')}</DialogTitle>
            <DialogContent>
              <pre className={styles.notice} tabIndex={0}>
                {formattedNotice(body ?? '')}
              </pre>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setBody(undefined)}>{common('close')}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
