import { useMemo } from 'react';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { extendMetadata } from '@console/features/merchant/api/extend-metadata';
import { ExtendedResourcePage } from '@console/features/merchant/components/extended-resource-page';
import { useAppServices } from '@console/lib/app-services/app-services';
import type { ResourceMetadata } from '@console/lib/resources/resource-metadata';

const extend = (metadata: ResourceMetadata) =>
  extendMetadata(metadata, { actions: ['list', 'submit'], listPath: 'page' });
const api = '/api/prepaid-merchant/ruleBase';

/** Rule bases (/prepaid/rule-base): the registry's declaration over page, save and update. */
export function RuleBasePage() {
  const { http } = useAppServices();
  const options = useMemo<ScreenOptions>(
    () => ({ save: (body, mode) => http.post(`${api}/${mode === 'add' ? 'save' : 'update'}`, body) }),
    [http],
  );
  return <ExtendedResourcePage name="ruleBase" extend={extend} options={options} />;
}
