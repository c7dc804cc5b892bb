import { resourcePage } from '@console/components/resource-screen/resource-page-loader';
import { merchantMessages } from '@console/features/merchant/merchant.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** Prepaid merchants, their extensions, statistics, bank verifications and rules, and the records they pick from. */
export const merchantFeature = defineFeature({
  namespace: 'merchant',
  messages: merchantMessages,
  menuPages: {
    '/prepaid/merchant': () =>
      import('@console/features/merchant/components/merchant-page').then((m) => m.MerchantPage),
    '/prepaid/category': resourcePage('merchantCategory'),
    '/prepaid/industry-tag': resourcePage('industryTag'),
    '/prepaid/supervise-bank': resourcePage('superviseBank'),
    '/prepaid/merchant-ext': () =>
      import('@console/features/merchant/components/merchant-ext-page').then((m) => m.MerchantExtPage),
    '/prepaid/merchant-statistics': () =>
      import('@console/features/merchant/components/statistics-page').then((m) => m.StatisticsPage),
    '/prepaid/bank-verify': () =>
      import('@console/features/merchant/components/bank-verify-page').then((m) => m.BankVerifyPage),
    '/prepaid/rule-base': () =>
      import('@console/features/merchant/components/rule-base-page').then((m) => m.RuleBasePage),
  },
});
