import { Button, makeStyles } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import type { UploadedFileAnswer } from '@services/resource/oss/oss-endpoint.wire';
import { type ChangeEvent, useRef, useState } from 'react';
import { storedFiles } from '@console/components/file-upload/stored-files';
import { useAppServices } from '@console/lib/app-services/app-services';

const useStyles = makeStyles({ hidden: { display: 'none' } });

interface UploadButtonProps {
  label: string;
  /** What the file chooser offers, e.g. ".docx" (the server checks the bytes either way). */
  accept?: string;
  disabled?: boolean;
  onUploaded: (file: UploadedFileAnswer) => void;
}

/**
 * A button that chooses one file and stores it through put-file; the server's refusal (wrong
 * kind, too large) is shown by the HTTP client as a toast.
 */
export function UploadButton({ label, accept, disabled, onUploaded }: UploadButtonProps) {
  const styles = useStyles();
  const { http } = useAppServices();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      onUploaded(await storedFiles(http).upload(file));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon={<ArrowUploadRegular />}
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept={accept}
        aria-label={label}
        onChange={(event) => void upload(event).catch(() => undefined)}
      />
    </>
  );
}
