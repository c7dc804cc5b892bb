import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Question {
  message: string;
  answer: (confirmed: boolean) => void;
}

let ask: ((question: Question) => void) | undefined;

/** Ask before a destructive action; resolves true when the user confirms (AppServices.confirm). */
export function confirm(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    if (!ask) resolve(window.confirm(message));
    else ask({ message, answer: resolve });
  });
}

/** The one confirmation dialog of the console, mounted once by the app. */
export function ConfirmHost() {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<Question>();
  useEffect(() => {
    ask = setQuestion;
    return () => {
      ask = undefined;
    };
  }, []);
  const answer = (confirmed: boolean) => {
    question?.answer(confirmed);
    setQuestion(undefined);
  };
  return (
    <Dialog open={question !== undefined} onOpenChange={(_, data) => !data.open && answer(false)}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('confirmTitle')}</DialogTitle>
          <DialogContent>{question?.message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => answer(false)}>
              {t('cancel')}
            </Button>
            <Button appearance="primary" onClick={() => answer(true)}>
              {t('ok')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
