import { CheckmarkCircleRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/app/app-context';
import type { Page, ResourceRecord } from '@console/features/resources/api/resource-records';
import { ResourceScreen } from '@console/features/resources/components/resource-screen';
import type { ScreenContext, ScreenOptions } from '@console/features/resources/components/screen-options';
import { SelectionButton } from '@console/features/resources/components/selection-button';
import { withoutFields } from '@console/features/merchant/api/declared-resource';
import { CategoryPicker } from '@console/features/merchant/components/merchant-pickers';
import { mouldMetadata } from '@console/features/goods/api/goods-admin-metadata';

const api = '/api/prepaid-goods/goodsMould';

/** The mould's content as the form edits it: JSON text; blank is none. */
export function parsedContent(text: string): unknown[] | undefined | 'invalid' {
  if (text.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : 'invalid';
  } catch {
    return 'invalid';
  }
}

/** Goods moulds (/prepaid/goods-mould): list and form, the content as JSON, enable and disable. */
export function GoodsMouldPage() {
  const { http, notifySuccess } = useAppServices();
  const { t, i18n } = useTranslation('goods');
  const { t: common } = useTranslation();
  const metadata = useMemo(() => mouldMetadata(i18n.language), [i18n.language]);

  const options = useMemo<ScreenOptions>(() => {
    const named = (record: ResourceRecord): ResourceRecord => ({
      ...record,
      statusName: Number(record.status) === 1 ? t('mould.enabled') : t('mould.disabled'),
      mouldContent: record.mouldContent ? JSON.stringify(record.mouldContent, null, 2) : '',
    });
    const setStatus = (status: 0 | 1, context: ScreenContext) => (rows: readonly ResourceRecord[]) =>
      void http
        .post(`${api}/updateStatus`, undefined, { query: { ids: rows.map((row) => row.id), status } })
        .then(
          () => notifySuccess(common('operationSuccess')),
          () => undefined,
        )
        .finally(context.reload);
    return {
      columns: ['mouldName', 'remark', 'statusName'],
      searchFields: ['mouldName'],
      editors: { industryId: CategoryPicker, industryMainId: CategoryPicker },
      form: {
        hidden: ['statusName'],
        checks: {
          mouldContent: (value) =>
            parsedContent(value) === 'invalid' ? t('mould.contentInvalid') : undefined,
        },
      },
      calls: (standard) => ({
        ...standard,
        page: async (query, path) => {
          const page: Page<ResourceRecord> = await standard.page(query, path);
          return { ...page, records: page.records.map(named) };
        },
        detail: async (id) => named(await standard.detail(id)),
      }),
      save: (body) => {
        const content = parsedContent(String(body.mouldContent ?? ''));
        const sent = withoutFields(body, ['statusName', 'mouldContent']);
        return http.post(
          `${api}/submit`,
          content && content !== 'invalid' ? { ...sent, mouldContent: content } : sent,
        );
      },
      toolbar: (context) => (
        <>
          <SelectionButton
            label={t('mould.enable')}
            permission="goods_mould_status"
            icon={<CheckmarkCircleRegular />}
            selection={context.selection}
            onRun={setStatus(1, context)}
          />
          <SelectionButton
            label={t('mould.disable')}
            permission="goods_mould_status"
            icon={<DismissCircleRegular />}
            selection={context.selection}
            onRun={setStatus(0, context)}
          />
        </>
      ),
    };
  }, [http, t, common, notifySuccess]);

  return <ResourceScreen metadata={metadata} options={options} />;
}
