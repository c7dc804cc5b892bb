import { Button, makeStyles } from '@fluentui/react-components';
import {
  ArrowUndoRegular,
  CheckmarkRegular,
  DeleteRegular,
  DismissRegular,
  ArrowUploadRegular,
  ArrowDownloadRegular,
  BoxRegular,
  SendRegular,
  ArrowHookUpLeftRegular,
} from '@fluentui/react-icons';
import { useMachine } from '@xstate/react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import type { GoodsApi } from '@console/features/goods/api/goods-api';
import { PromptDialog } from '@console/components/prompt-dialog/prompt-dialog';
import {
  type GoodsActionItem,
  goodsActionMachine,
  isValidPromptValue,
} from '@console/features/goods/machines/goods-action.machine';
import {
  type GoodsAction,
  goodsActions,
  offeredActions,
} from '@console/features/goods/machines/goods-offers';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

/** The button code of each action (infra seed: goods_*, goods_process_log_process). */
const permissions: Record<GoodsAction, string> = {
  submitAudit: 'goods_audit',
  withdrawAudit: 'goods_audit',
  approve: 'goods_process_log_process',
  reject: 'goods_process_log_process',
  putOnSale: 'goods_status',
  takeOffSale: 'goods_status',
  updateStock: 'goods_stock',
  remove: 'goods_delete',
  recover: 'goods_recovery',
};

const icons: Record<GoodsAction, ReactElement> = {
  submitAudit: <SendRegular />,
  withdrawAudit: <ArrowHookUpLeftRegular />,
  approve: <CheckmarkRegular />,
  reject: <DismissRegular />,
  putOnSale: <ArrowUploadRegular />,
  takeOffSale: <ArrowDownloadRegular />,
  updateStock: <BoxRegular />,
  remove: <DeleteRegular />,
  recover: <ArrowUndoRegular />,
};

const useStyles = makeStyles({ action: { whiteSpace: 'nowrap', flexShrink: 0 } });

export function actionItems(selection: readonly ResourceRecord[]): GoodsActionItem[] {
  return selection.map((row) => ({
    id: row.id,
    allowedActions: row.allowedActions as GoodsActionItem['allowedActions'],
    stock: Number(row.stock ?? 0),
  }));
}

export interface GoodsToolbarProps {
  api: GoodsApi;
  selection: readonly ResourceRecord[];
  reload: () => void;
}

/**
 * The lifecycle buttons of the goods page: each with its permission, enabled only when every
 * selected item allows it, as the server said (goods-offers.ts).
 */
export function GoodsToolbar({ api, selection, reload }: GoodsToolbarProps) {
  const styles = useStyles();
  const { t } = useTranslation('goods');
  const { t: common } = useTranslation();
  const { hasPermission, confirm, notifySuccess } = useAppServices();
  const [snapshot, send] = useMachine(
    goodsActionMachine.provide({
      actors: {
        confirmAction: fromPromise(({ input }) =>
          confirm(t(`confirm.${input.action as Exclude<GoodsAction, 'reject' | 'updateStock'>}`)),
        ),
        runAction: fromPromise(({ input }) => api.actions[input.action](input)),
      },
      actions: {
        notifyDone: () => notifySuccess(common('operationSuccess')),
        reload,
      },
    }),
  );
  const items = actionItems(selection);
  const offered = new Set(offeredActions(items));
  const run = snapshot.context.run;
  const busy = !snapshot.matches('idle');

  return (
    <>
      {goodsActions
        .filter((action) => hasPermission(permissions[action]))
        .map((action) => (
          <Button
            key={action}
            className={styles.action}
            size="small"
            icon={icons[action]}
            disabled={busy || !offered.has(action)}
            onClick={() => send({ type: 'action.request', action, items })}
          >
            {t(`action.${action}`)}
          </Button>
        ))}
      {snapshot.matches('prompting') && run && (
        <PromptDialog
          title={run.action === 'reject' ? t('prompt.rejectTitle') : t('prompt.stockTitle')}
          label={run.action === 'reject' ? t('prompt.reason') : t('prompt.stock')}
          multiline={run.action === 'reject'}
          initial={run.action === 'updateStock' ? String(items[0]?.stock ?? '') : ''}
          problem={(value) =>
            isValidPromptValue(run.action, value)
              ? undefined
              : run.action === 'reject'
                ? t('prompt.reasonRequired')
                : t('prompt.stockInvalid')
          }
          onSubmit={(value) => send({ type: 'prompt.submit', value })}
          onCancel={() => send({ type: 'prompt.cancel' })}
        />
      )}
    </>
  );
}
