import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ChainStatus as Chain } from '@console/components/record-history/stream-query';

/** Whether the record's history verifies against its hash chain, and where it breaks if not. */
export function ChainStatus({ chain }: { chain: Chain }) {
  const { t } = useTranslation('audit');
  return (
    <MessageBar intent={chain.verified ? 'success' : 'error'}>
      <MessageBarBody>
        {chain.verified
          ? t('chain.verified', { sealed: chain.sealed })
          : t('chain.broken', {
              revision: chain.broken?.revision ?? '-',
              reason: chain.broken?.reason ?? '-',
            })}
      </MessageBarBody>
    </MessageBar>
  );
}
