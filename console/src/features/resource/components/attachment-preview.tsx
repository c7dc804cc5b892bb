import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  image: { maxWidth: '100%', maxHeight: '70vh', display: 'block', margin: '0 auto' },
  document: { width: '100%', height: '70vh', border: 'none' },
});

/** The kinds a browser shows by itself; others are only downloaded. */
const imageExtensions = ['png', 'jpg', 'jpeg', 'gif'];
export function canPreview(extension: string): boolean {
  return imageExtensions.includes(extension) || extension === 'pdf';
}

interface AttachmentPreviewProps {
  name: string;
  extension: string;
  /** A fresh link: a document's expires. */
  link: string;
  onClose: () => void;
}

/** An image or a PDF attachment, shown in a dialog from its link. */
export function AttachmentPreview({ name, extension, link, onClose }: AttachmentPreviewProps) {
  const { t: common } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{name}</DialogTitle>
          <DialogContent>
            {extension === 'pdf' ? (
              <iframe className={styles.document} src={link} title={name} />
            ) : (
              <img className={styles.image} src={link} alt={name} />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{common('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
