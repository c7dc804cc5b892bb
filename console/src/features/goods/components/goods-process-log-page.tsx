import type { GoodsProcessStep } from '@services/goods/process-log/goods-process-log.wire';
import { CheckmarkRegular, DismissRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenContext, ScreenOptions } from '@console/components/resource-screen/screen-options';
import { processLogMetadata } from '@console/features/goods/api/goods-admin-metadata';
import { PromptDialog } from '@console/components/prompt-dialog/prompt-dialog';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const api = '/api/prepaid-goods/goodsProcessLog';

interface Rejecting {
  entry: ResourceRecord;
  context: ScreenContext;
}

/**
 * The goods process log (/prepaid/goods-process-log): every audit step; an auditor approves or
 * rejects (with a reason) the item of a step. The server refuses an item no longer pending.
 */
export function GoodsProcessLogPage() {
  const { http, hasPermission, confirm, notifySuccess } = useAppServices();
  const { t, i18n } = useTranslation('goods');
  const { t: common } = useTranslation();
  const [rejecting, setRejecting] = useState<Rejecting>();
  const metadata = useMemo(() => processLogMetadata(i18n.language), [i18n.language]);

  const answer = useMemo(
    () => (entry: ResourceRecord, processStatus: 1 | 2, context: ScreenContext, comment?: string) =>
      void http
        .post(`${api}/process`, { goodsId: entry.goodsId, processStatus, comment })
        .then(
          () => notifySuccess(common('operationSuccess')),
          () => undefined,
        )
        .finally(context.reload),
    [http, notifySuccess, common],
  );

  const options = useMemo<ScreenOptions>(
    () => ({
      columns: ['goodsName', 'step', 'result', 'comment', 'operator', 'createTime'],
      searchFields: ['goodsName'],
      cells: { step: (step) => t(`steps.${step as GoodsProcessStep}`) },
      rowButtons: (entry, context) =>
        hasPermission('goods_process_log_process') && (
          <>
            <RowButton
              label={t('log.approve')}
              icon={<CheckmarkRegular />}
              onClick={() =>
                void confirm(t('confirm.approve')).then((yes) => yes && answer(entry, 1, context))
              }
            />
            <RowButton
              label={t('log.reject')}
              icon={<DismissRegular />}
              onClick={() => setRejecting({ entry, context })}
            />
          </>
        ),
    }),
    [t, hasPermission, confirm, answer],
  );

  return (
    <>
      <ResourceScreen metadata={metadata} options={options} />
      {rejecting && (
        <PromptDialog
          title={t('prompt.rejectTitle')}
          label={t('prompt.reason')}
          multiline
          problem={(value) => (value.trim() === '' ? t('prompt.reasonRequired') : undefined)}
          onSubmit={(reason) => {
            answer(rejecting.entry, 2, rejecting.context, reason.trim());
            setRejecting(undefined);
          }}
          onCancel={() => setRejecting(undefined)}
        />
      )}
    </>
  );
}
