import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldEditorProps } from '@console/components/field-editors/field-editor-props';
import { CategoryPicker, categoryTreePath } from '@console/components/field-editors/merchant-pickers';
import { TreeDropdown } from '@console/components/field-editors/tree-dropdown';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { auditConfigMetadata } from '@console/features/goods/api/goods-admin-metadata';
import { mappedPage, StatusButtons, useStatusName } from '@console/features/goods/components/status-buttons';
import { useAppServices } from '@console/lib/app-services/app-services';
import { withoutFields } from '@console/lib/resources/declared-resource';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import { titleIn } from '@console/lib/resources/tree-nodes';
import { useTreeNodes } from '@console/lib/resources/use-tree-nodes';

const api = '/api/prepaid-goods/goodsAuditConfig';

const rolesPath = '/api/blade-system/role/tree';

function RolePicker(props: FieldEditorProps) {
  const nodes = useTreeNodes(rolesPath);
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
  const { http } = useAppServices();
  const { i18n } = useTranslation('goods');
  const metadata = useMemo(() => auditConfigMetadata(i18n.language), [i18n.language]);
  const named = useStatusName();
  // The rows carry ids; the list shows the names (the pickers read the same trees).
  const categories = useTreeNodes(categoryTreePath);
  const roles = useTreeNodes(rolesPath);

  const options = useMemo<ScreenOptions>(() => {
    // One call per row: the endpoint takes a single id.
    const send = async (rows: readonly ResourceRecord[], status: number) => {
      for (const row of rows)
        await http.post(`${api}/updateAuditStatus`, undefined, { query: { id: row.id, status } });
    };
    return {
      columns: ['industryCategoryId', 'auditRequired', 'auditRoleId', 'remark', 'statusName'],
      searchFields: ['industryCategoryId', 'auditRequired'],
      cells: { industryCategoryId: titleIn(categories), auditRoleId: titleIn(roles) },
      editors: { industryCategoryId: CategoryPicker, auditRoleId: RolePicker },
      form: {
        hidden: ['statusName'],
        lockedOnEdit: ['industryCategoryId'],
        defaults: { auditRequired: '1' },
      },
      calls: (standard) => ({
        ...standard,
        page: mappedPage(standard.page, named),
        detail: (id) => http.get<ResourceRecord>(`${api}/selectAuditConfigDetail`, { id }),
      }),
      save: (body, mode) => {
        const sent = withoutFields(body, ['statusName']);
        return mode === 'add'
          ? http.post(`${api}/insertAuditConfig`, sent)
          : http.post(`${api}/updateAuditConfig`, withoutFields(sent, ['industryCategoryId']));
      },
      toolbar: (context) => (
        <StatusButtons context={context} permission="goods_audit_config_status" send={send} />
      ),
    };
  }, [http, named, categories, roles]);

  return <ResourceScreen metadata={metadata} options={options} />;
}
