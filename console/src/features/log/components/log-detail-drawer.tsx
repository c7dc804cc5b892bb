import {
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@console/components/icon-button/icon-button';
import { useAppServices } from '@console/lib/app-services/app-services';
import { labelIn, type ResourceMetadata } from '@console/lib/resources/resource-metadata';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  long: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200 },
});

export interface LogDetailDrawerProps {
  metadata: ResourceMetadata;
  id: string;
  onClose: () => void;
}

/** One log entry (<api>/detail), every field of it: a stack or a call's parameters in full. */
export function LogDetailDrawer({ metadata, id, onClose }: LogDetailDrawerProps) {
  const styles = useStyles();
  const { http } = useAppServices();
  const { t, i18n } = useTranslation('log');
  const { t: common } = useTranslation();
  const [entry, setEntry] = useState<ResourceRecord>();
  useEffect(() => {
    let current = true;
    http.get<ResourceRecord>(`${metadata.api}/detail`, { id }).then(
      (found) => current && setEntry(found),
      () => current && onClose(),
    );
    return () => {
      current = false;
    };
  }, [http, metadata.api, id, onClose]);

  return (
    <OverlayDrawer open position="end" size="medium" onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<IconButton label={common('close')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {t('detail')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {!entry ? (
          <Spinner size="tiny" />
        ) : (
          <dl className={styles.facts}>
            {metadata.fields.map((field) => (
              <div key={field.name} className={styles.pair}>
                <dt className={styles.term}>{labelIn(field.label, i18n.language)}</dt>
                <dd className={field.kind === 'longText' ? `${styles.value} ${styles.long}` : styles.value}>
                  {String(entry[field.name] ?? '')}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </DrawerBody>
    </OverlayDrawer>
  );
}
