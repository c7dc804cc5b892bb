import { useMemo } from 'react';
import { ExportButton } from '@console/components/export-button/export-button';
import { MerchantPicker } from '@console/components/field-editors/merchant-pickers';
import { RegionCascader } from '@console/components/region-cascader/region-cascader';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { extendMetadata } from '@console/features/merchant/api/extend-metadata';
import { ExtendedResourcePage } from '@console/features/merchant/components/extended-resource-page';
import { merchantMessages } from '@console/features/merchant/merchant.i18n';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ExportStarted } from '@console/lib/exports/export-job';
import { declaredField, withoutFields } from '@console/lib/resources/declared-resource';
import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';

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
