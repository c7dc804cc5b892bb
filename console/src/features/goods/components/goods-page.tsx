import { makeStyles, Tab, TabList, tokens } from '@fluentui/react-components';
import { InfoRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CategoryPicker,
  MerchantPicker,
  yesNoPicker,
} from '@console/components/field-editors/merchant-pickers';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { useTabInAddress } from '@console/hooks/use-tab-in-address';
import { goodsApi } from '@console/features/goods/api/goods-api';
import { goodsDisplayFields, goodsMetadata } from '@console/features/goods/api/goods-metadata';
import { goodsRows } from '@console/features/goods/api/goods-rows';
import { choiceOf, mouldChoiceText, mouldPayload } from '@console/features/goods/api/mould-choice';
import { GoodsDetailDrawer } from '@console/features/goods/components/goods-detail-drawer';
import { GoodsMouldEditor } from '@console/features/goods/components/goods-mould-editor';
import { GoodsToolbar } from '@console/features/goods/components/goods-toolbar';
import { useAppServices } from '@console/lib/app-services/app-services';
import { useRecordHistory } from '@console/lib/audit/record-history';
import { withoutFields } from '@console/lib/resources/declared-resource';
import type { ResourceRecord, TreeNode } from '@console/lib/resources/resource-records';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const columns = [
  'goodsName',
  'merchantName',
  'price',
  'originalPrice',
  'stock',
  'validityDays',
  'statusName',
];
const statusTabs = ['all', '0', '1', '2', '3', '4', '5'] as const;
type StatusTab = (typeof statusTabs)[number];

/**
 * Goods (/prepaid/goods): a tab per status (the recycle bin is status 5), the generic list and
 * form, the lifecycle actions on the selection, and each item's details with its history.
 */
export function GoodsPage() {
  const styles = useStyles();
  const { http } = useAppServices();
  const { t, i18n } = useTranslation('goods');
  const [tab, showTab] = useTabInAddress(statusTabs);
  const [shown, setShown] = useState<ResourceRecord>();
  const api = useMemo(() => goodsApi(http), [http]);
  const metadata = useMemo(() => goodsMetadata(i18n.language), [i18n.language]);
  const openHistory = useRecordHistory(metadata.aggregateType);

  const options = useMemo<ScreenOptions>(() => {
    const statusName = (status: number) => t(`status.${String(status) as '0'}`);
    const yesNo = yesNoPicker({ no: t('yesNo.0'), yes: t('yesNo.1') });
    return {
      fixedQuery: { status: tab === 'all' ? undefined : tab },
      columns,
      searchFields: ['goodsName'],
      editors: {
        merchantId: MerchantPicker,
        industryCategoryId: CategoryPicker,
        isDigitalYuan: yesNo,
        mould: GoodsMouldEditor,
      },
      form: {
        hidden: [...goodsDisplayFields],
        lockedOnEdit: ['stock'],
        defaults: { isDigitalYuan: '0', stock: '0' },
      },
      calls: (standard) => ({
        ...standard,
        page: async (query, path) => {
          const [page, merchants] = await Promise.all([
            standard.page(query, path),
            http.get<TreeNode[]>('/api/prepaid-merchant/merchant/getMerchantTree').catch(() => []),
          ]);
          return goodsRows(page, merchants, statusName);
        },
        detail: async (id) => {
          const record = await standard.detail(id);
          return { ...record, mould: mouldChoiceText.encode(choiceOf(record)) };
        },
      }),
      save: (body, mode) => {
        const choice = mouldChoiceText.decode(String(body.mould ?? ''));
        const sent = { ...withoutFields(body, [...goodsDisplayFields, 'mould']), ...mouldPayload(choice) };
        return api.save(sent, mode === 'add');
      },
      toolbar: (context) => <GoodsToolbar api={api} selection={context.selection} reload={context.reload} />,
      rowButtons: (record) => (
        <RowButton label={t('detail.open')} icon={<InfoRegular />} onClick={() => setShown(record)} />
      ),
    };
  }, [tab, t, http, api]);

  return (
    <div className={styles.page}>
      <TabList
        aria-label={t('statusFilter')}
        selectedValue={tab}
        onTabSelect={(_, data) => showTab(data.value as StatusTab)}
      >
        {statusTabs.map((status) => (
          <Tab key={status} value={status}>
            {t(`status.${status}`)}
          </Tab>
        ))}
      </TabList>
      {/* One screen per tab: a fresh list, selection and paging for each status. */}
      <ResourceScreen key={tab} metadata={metadata} options={options} />
      {shown && (
        <GoodsDetailDrawer
          api={api}
          record={shown}
          onOpenHistory={openHistory && (() => openHistory(shown.id))}
          onClose={() => setShown(undefined)}
        />
      )}
    </div>
  );
}
