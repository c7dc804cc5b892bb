import { goodsMessages } from '@console/features/goods/goods.i18n';
import { defineFeature } from '@console/lib/feature-manifest/feature-manifest';

/** Prepaid goods: the goods, their moulds, the audit configuration and the process log. */
export const goodsFeature = defineFeature({
  namespace: 'goods',
  messages: goodsMessages,
  menuPages: {
    '/prepaid/goods': () => import('@console/features/goods/components/goods-page').then((m) => m.GoodsPage),
    '/prepaid/goods-mould': () =>
      import('@console/features/goods/components/goods-mould-page').then((m) => m.GoodsMouldPage),
    '/prepaid/goods-audit-config': () =>
      import('@console/features/goods/components/goods-audit-config-page').then(
        (m) => m.GoodsAuditConfigPage,
      ),
    '/prepaid/goods-process-log': () =>
      import('@console/features/goods/components/goods-process-log-page').then((m) => m.GoodsProcessLogPage),
  },
});
