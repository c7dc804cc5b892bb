import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryPicker } from '@console/components/field-editors/merchant-pickers';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { mouldMetadata } from '@console/features/goods/api/goods-admin-metadata';
import { contentOf, draftsOf, draftsText } from '@console/features/goods/api/mould-field-drafts';
import { firstProblem } from '@console/features/goods/api/mould-field-problems';
import type { MouldField } from '@console/features/goods/api/mould-fields';
import { MouldFieldsEditor } from '@console/features/goods/components/mould-fields-editor';
import { mappedPage, StatusButtons, useStatusName } from '@console/features/goods/components/status-buttons';
import { useAppServices } from '@console/lib/app-services/app-services';
import { withoutFields } from '@console/lib/resources/declared-resource';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const api = '/api/prepaid-goods/goodsMould';

/** Wide enough for a row of a field's inputs and its buttons. */
const dialogWidth = 1080;

/**
 * Goods moulds (/prepaid/goods-mould): list and form, the content edited field by field and sent
 * with the rest of the mould (goodsMould/submit saves it too) by those with the content button
 * (goods_mould_content), enable and disable.
 */
export function GoodsMouldPage() {
  const { http, hasPermission } = useAppServices();
  const mayEditContent = hasPermission('goods_mould_content');
  const { t, i18n } = useTranslation('goods');
  const metadata = useMemo(() => mouldMetadata(i18n.language), [i18n.language]);
  const statusNamed = useStatusName();

  const options = useMemo<ScreenOptions>(() => {
    const editable = (record: ResourceRecord): ResourceRecord => ({
      ...statusNamed(record),
      mouldContent: draftsText.encode(draftsOf((record.mouldContent as MouldField[] | null) ?? [])),
    });
    const send = (rows: readonly ResourceRecord[], status: number) =>
      http.post(`${api}/updateStatus`, undefined, { query: { ids: rows.map((row) => row.id), status } });
    return {
      columns: ['mouldName', 'remark', 'statusName'],
      searchFields: ['mouldName'],
      editors: {
        industryId: CategoryPicker,
        industryMainId: CategoryPicker,
        mouldContent: MouldFieldsEditor,
      },
      dialogWidth,
      form: {
        hidden: ['statusName'],
        disabled: mayEditContent ? [] : ['mouldContent'],
        checks: {
          mouldContent: (value) => {
            const found = firstProblem(draftsText.decode(value));
            return (
              found &&
              t('mouldFields.rowProblem', {
                row: found.row,
                problem: t(`mouldFields.problem.${found.problem}`),
              })
            );
          },
        },
      },
      calls: (standard) => ({
        ...standard,
        page: mappedPage(standard.page, statusNamed),
        detail: async (id) => editable(await standard.detail(id)),
      }),
      // Without the content button the content is only shown; left out, submit keeps it as it is.
      save: (body) => {
        const profile = withoutFields(body, ['statusName', 'mouldContent']);
        const content = contentOf(draftsText.decode(String(body.mouldContent ?? '')));
        return http.post(`${api}/submit`, mayEditContent ? { ...profile, mouldContent: content } : profile);
      },
      toolbar: (context) => <StatusButtons context={context} permission="goods_mould_status" send={send} />,
    };
  }, [http, t, statusNamed, mayEditContent]);

  return <ResourceScreen metadata={metadata} options={options} />;
}
