import { useMemo } from 'react';
import { useAppServices } from '@console/app/app-context';
import type { ResourceMetadata } from '@console/features/resources/api/resource-metadata';
import type { ScreenOptions } from '@console/features/resources/components/screen-options';
import { ExportButton } from '@console/features/exports/components/export-button';
import type { ExportStarted } from '@console/features/exports/api/export-job';
import { RegionCascader } from '@console/features/region/components/region-cascader';
import { declaredField, withoutFields } from '@console/features/merchant/api/declared-resource';
import { extendMetadata } from '@console/features/merchant/api/extend-metadata';
import { ExtendedResourcePage } from '@console/features/merchant/components/extended-resource-page';
import { MerchantPicker } from '@console/features/merchant/components/merchant-pickers';
import { merchantMessages } from '@console/features/merchant/merchant.i18n';

const extend = (metadata: ResourceMetadata) =>
  extendMetadata(metadata, { actions: ['list'], listPath: 'page', fields: displayFields });
const api = '/api/prepaid-merchant/merchantExt';
const display = ['merchantName', 'businessAreaName'];
const displayFields = [
  declaredField('merchantName', 'text', {
    zh: merchantMessages.zh.fields.merchantName,
    en: merchantMessages.en.fields.merchantName,
  }),
  declaredField('businessAreaName', 'text', {
    zh: merchantMessages.zh.ext.businessAreaName,
    en: merchantMessages.en.ext.businessAreaName,
  }),
];

/**
 * Merchant extensions (/prepaid/merchant-ext): the registry's declaration served through the
 * hand-written page and submit, the business area picked down to the street, and the export.
 */
export function MerchantExtPage() {
  const { http } = useAppServices();
  const options = useMemo<ScreenOptions>(
    () => ({
      columns: ['merchantName', 'businessAreaName', 'businessScope', 'employeeCount', 'remark'],
      searchFields: ['businessScope'],
      editors: { merchantId: MerchantPicker, businessArea: RegionCascader },
      form: { hidden: display },
      save: (body) => http.post(`${api}/submit`, withoutFields(body, display)),
      toolbar: () => (
        <ExportButton
          permission="merchant_ext_export"
          start={() => http.post<ExportStarted>(`${api}/handleExport`, {})}
        />
      ),
    }),
    [http],
  );
  return <ExtendedResourcePage name="merchantExt" extend={extend} options={options} />;
}
