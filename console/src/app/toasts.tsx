import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { useEffect } from 'react';

type Intent = 'success' | 'error';
type Show = (intent: Intent, message: string) => void;

let show: Show | undefined;
/** Messages sent before the toaster is mounted (a failed call at start) wait for it. */
const waiting: Array<[Intent, string]> = [];

/** Toasts for code outside React (the HTTP client, the session's effects). */
export const toasts = {
  success: (message: string) => notify('success', message),
  error: (message: string) => notify('error', message),
};

function notify(intent: Intent, message: string): void {
  if (show) show(intent, message);
  else waiting.push([intent, message]);
}

export function AppToaster() {
  const toasterId = useId('toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    show = (intent, message) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, position: 'top', timeout: intent === 'error' ? 5000 : 3000 },
      );
    for (const [intent, message] of waiting.splice(0)) show(intent, message);
    return () => {
      show = undefined;
    };
  }, [dispatchToast]);
  return <Toaster toasterId={toasterId} />;
}
