import { useMemo } from 'react';
import { useAppServices } from '@console/app/app-context';
import type { ResourceMetadata } from '@console/features/resources/api/resource-metadata';
import type { ScreenOptions } from '@console/features/resources/components/screen-options';
import { extendMetadata } from '@console/features/merchant/api/extend-metadata';
import { ExtendedResourcePage } from '@console/features/merchant/components/extended-resource-page';

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
