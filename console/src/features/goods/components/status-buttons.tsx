import { CheckmarkCircleRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScreenContext } from '@console/components/resource-screen/screen-options';
import { SelectionButton } from '@console/components/resource-screen/selection-button';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceRecord, ResourceRecords } from '@console/lib/resources/resource-records';

/** The status of a mould or an audit configuration: 1 enabled, 0 disabled. */
export type EnabledStatus = 0 | 1;

/** The record with `statusName`, its status as the list shows it. */
export function useStatusName(): (record: ResourceRecord) => ResourceRecord {
  const { t } = useTranslation('goods');
  return useCallback(
    (record) => ({
      ...record,
      statusName: Number(record.status) === 1 ? t('mould.enabled') : t('mould.disabled'),
    }),
    [t],
  );
}

/** The standard page call with every record passed through `map`. */
export function mappedPage(
  page: ResourceRecords['page'],
  map: (record: ResourceRecord) => ResourceRecord,
): ResourceRecords['page'] {
  return async (query, path) => {
    const answer = await page(query, path);
    return { ...answer, records: answer.records.map(map) };
  };
}

export interface StatusButtonsProps {
  context: ScreenContext;
  /** The button code that shows both buttons (SPEC.md §6). */
  permission: string;
  /** Sends the new status of the selected rows. */
  send: (rows: readonly ResourceRecord[], status: EnabledStatus) => Promise<unknown>;
}

/** Enable and disable for the selected rows; on success a toast, then the list reads again. */
export function StatusButtons({ context, permission, send }: StatusButtonsProps) {
  const { notifySuccess } = useAppServices();
  const { t } = useTranslation('goods');
  const { t: common } = useTranslation();
  const setStatus = (status: EnabledStatus) => (rows: readonly ResourceRecord[]) =>
    void send(rows, status)
      .then(
        () => notifySuccess(common('operationSuccess')),
        () => undefined,
      )
      .finally(context.reload);
  return (
    <>
      <SelectionButton
        label={t('mould.enable')}
        permission={permission}
        icon={<CheckmarkCircleRegular />}
        selection={context.selection}
        onRun={setStatus(1)}
      />
      <SelectionButton
        label={t('mould.disable')}
        permission={permission}
        icon={<DismissCircleRegular />}
        selection={context.selection}
        onRun={setStatus(0)}
      />
    </>
  );
}
