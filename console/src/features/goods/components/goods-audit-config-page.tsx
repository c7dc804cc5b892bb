import { CheckmarkCircleRegular, DismissCircleRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '@console/app/app-context';
import type { Page, ResourceRecord } from '@console/features/resources/api/resource-records';
import type { FieldEditorProps } from '@console/features/resources/components/field-editor';
import { ResourceScreen } from '@console/features/resources/components/resource-screen';
import type { ScreenContext, ScreenOptions } from '@console/features/resources/components/screen-options';
import { SelectionButton } from '@console/features/resources/components/selection-button';
import { TreeDropdown } from '@console/features/resources/components/tree-dropdown';
import { withoutFields } from '@console/features/merchant/api/declared-resource';
import { useTreeNodes } from '@console/features/merchant/api/use-tree-nodes';
import { CategoryPicker, yesNoPicker } from '@console/features/merchant/components/merchant-pickers';
import { auditConfigMetadata } from '@console/features/goods/api/goods-admin-metadata';

const api = '/api/prepaid-goods/goodsAuditConfig';

function RolePicker(props: FieldEditorProps) {
  const nodes = useTreeNodes('/api/blade-system/role/tree');
  return (
    <TreeDropdown
      nodes={nodes}
      value={props.value}
      onChange={props.onChange}
      onBlur={props.onBlur}
      disabled={props.disabled}
    />
  );
}

/**
 * Goods audit configuration (/prepaid/goods-audit-config): per industry category, whether its
 * goods are audited and by which role; enabled and disabled one by one.
 */
export function GoodsAuditConfigPage() {
  const { http, notifySuccess } = useAppServices();
  const { t, i18n } = useTranslation('goods');
  const { t: common } = useTranslation();
  const metadata = useMemo(() => auditConfigMetadata(i18n.language), [i18n.language]);

  const options = useMemo<ScreenOptions>(() => {
    const named = (record: ResourceRecord): ResourceRecord => ({
      ...record,
      statusName: Number(record.status) === 1 ? t('mould.enabled') : t('mould.disabled'),
    });
    const setStatus = (status: 0 | 1, context: ScreenContext) => (rows: readonly ResourceRecord[]) => {
      const run = async () => {
        for (const row of rows)
          await http.post(`${api}/updateAuditStatus`, undefined, { query: { id: row.id, status } });
      };
      void run()
        .then(
          () => notifySuccess(common('operationSuccess')),
          () => undefined,
        )
        .finally(context.reload);
    };
    return {
      columns: ['industryCategoryId', 'auditRequired', 'remark', 'statusName'],
      searchFields: [],
      editors: {
        industryCategoryId: CategoryPicker,
        auditRequired: yesNoPicker({ no: t('yesNo.0'), yes: t('yesNo.1') }),
        auditRoleId: RolePicker,
      },
      form: {
        hidden: ['statusName'],
        lockedOnEdit: ['industryCategoryId'],
        defaults: { auditRequired: '1' },
      },
      calls: (standard) => ({
        ...standard,
        page: async (query, path) => {
          const page: Page<ResourceRecord> = await standard.page(query, path);
          return { ...page, records: page.records.map(named) };
        },
        detail: (id) => http.get<ResourceRecord>(`${api}/selectAuditConfigDetail`, { id }),
      }),
      save: (body, mode) => {
        const sent = withoutFields(body, ['statusName']);
        return mode === 'add'
          ? http.post(`${api}/insertAuditConfig`, sent)
          : http.post(`${api}/updateAuditConfig`, withoutFields(sent, ['industryCategoryId']));
      },
      toolbar: (context) => (
        <>
          <SelectionButton
            label={t('mould.enable')}
            permission="goods_audit_config_status"
            icon={<CheckmarkCircleRegular />}
            selection={context.selection}
            onRun={setStatus(1, context)}
          />
          <SelectionButton
            label={t('mould.disable')}
            permission="goods_audit_config_status"
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
