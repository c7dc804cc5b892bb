import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface PublishedNotice {
  id: string;
  title: string;
  category: string;
  releaseTime: string;
  content: string;
}

/**
 * One notice, read in full. Its content is the rich text the server sanitised on save
 * (notice-content.ts), so it is shown as the markup it is.
 */
export function NoticeReader({ notice, onClose }: { notice: PublishedNotice; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{notice.title}</DialogTitle>
          <DialogContent>
            <Text size={200}>{notice.releaseTime}</Text>
            <div dangerouslySetInnerHTML={{ __html: notice.content }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
