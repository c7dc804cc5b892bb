import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/app/app-context';
import type { ResourceRecord } from '@console/features/resources/api/resource-records';
import { ResourceScreen } from '@console/features/resources/components/resource-screen';
import type { ScreenOptions } from '@console/features/resources/components/screen-options';
import { withoutFields } from '@console/features/merchant/api/declared-resource';
import { CategoryPicker } from '@console/features/merchant/components/merchant-pickers';
import { mouldMetadata } from '@console/features/goods/api/goods-admin-metadata';
import { mappedPage, StatusButtons, useStatusName } from '@console/features/goods/components/status-buttons';

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
  const { http } = useAppServices();
  const { t, i18n } = useTranslation('goods');
  const metadata = useMemo(() => mouldMetadata(i18n.language), [i18n.language]);
  const statusNamed = useStatusName();

  const options = useMemo<ScreenOptions>(() => {
    const named = (record: ResourceRecord): ResourceRecord => ({
      ...statusNamed(record),
      mouldContent: record.mouldContent ? JSON.stringify(record.mouldContent, null, 2) : '',
    });
    const send = (rows: readonly ResourceRecord[], status: number) =>
      http.post(`${api}/updateStatus`, undefined, { query: { ids: rows.map((row) => row.id), status } });
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
        page: mappedPage(standard.page, named),
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
      toolbar: (context) => <StatusButtons context={context} permission="goods_mould_status" send={send} />,
    };
  }, [http, t, statusNamed]);

  return <ResourceScreen metadata={metadata} options={options} />;
}
