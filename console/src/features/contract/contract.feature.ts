import { contractMessages } from '@console/features/contract/contract.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

const page = () => import('@console/features/contract/components/contract-template-page');

/** Contract templates, customer and general (prepaid-contract). */
export const contractFeature = defineFeature({
  namespace: 'contract',
  messages: contractMessages,
  menuPages: {
    '/prepaid/cus-contract-template': () => page().then((m) => m.CusContractTemplatePage),
    '/prepaid/gene-contract-template': () => page().then((m) => m.GeneContractTemplatePage),
  },
});
