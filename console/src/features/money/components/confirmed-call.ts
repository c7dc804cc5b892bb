import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/lib/app-services/app-services';

/**
 * A money action that asks first: the question, then the call; success is announced, a refusal
 * was shown by the client already. Answers whether it was done.
 */
export function useConfirmedCall(): (question: string, call: () => Promise<unknown>) => Promise<boolean> {
  const { t } = useTranslation();
  const { confirm, notifySuccess } = useAppServices();
  return async (question, call) => {
    if (!(await confirm(question))) return false;
    const done = await call().then(
      () => true,
      () => false,
    );
    if (done) notifySuccess(t('operationSuccess'));
    return done;
  };
}
