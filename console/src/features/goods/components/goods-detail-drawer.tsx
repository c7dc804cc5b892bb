import type { GoodsProcessStep } from '@services/goods/process-log/goods-process-log.wire';
import {
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  makeStyles,
  OverlayDrawer,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsApi, GoodsHistoryLine } from '@console/features/goods/api/goods-api';
import { choiceOf } from '@console/features/goods/api/mould-choice';
import { useMouldContent } from '@console/features/goods/api/use-moulds';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import { IconButton } from '@console/components/icon-button/icon-button';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
  timeline: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  event: {
    position: 'relative',
    paddingLeft: tokens.spacingHorizontalXXL,
    paddingBottom: tokens.spacingVerticalM,
    borderLeft: `${tokens.strokeWidthThick} solid ${tokens.colorNeutralStroke2}`,
    marginLeft: tokens.spacingHorizontalS,
  },
  dot: {
    position: 'absolute',
    left: '-7px',
    top: '2px',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
  },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

/** What the drawer lists of the item, in this order; the status and merchant come in words. */
const facts = [
  'goodsName',
  'merchantName',
  'statusName',
  'price',
  'originalPrice',
  'stock',
  'validityDays',
  'usageCount',
  'description',
] as const;

interface Loaded {
  history: GoodsHistoryLine[];
  log: ResourceRecord[];
}

export interface GoodsDetailDrawerProps {
  api: GoodsApi;
  record: ResourceRecord;
  onClose: () => void;
}

/**
 * One goods item: its facts, the values of its mould's fields, its audit steps, and every change
 * in order (goods/history).
 */
export function GoodsDetailDrawer({ api, record, onClose }: GoodsDetailDrawerProps) {
  const styles = useStyles();
  const { t } = useTranslation('goods');
  const { t: common } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>();
  const mouldChoice = useMemo(() => choiceOf(record), [record]);
  const mouldFields = useMouldContent(api, mouldChoice.mouldId);
  useEffect(() => {
    let current = true;
    Promise.all([api.history(record.id), api.processLog(record.id)]).then(
      ([history, log]) => current && setLoaded({ history, log: log.records }),
      () => current && setLoaded({ history: [], log: [] }),
    );
    return () => {
      current = false;
    };
  }, [api, record.id]);

  return (
    <OverlayDrawer open position="end" size="medium" onOpenChange={(_, data) => !data.open && onClose()}>
      <DrawerHeader>
        <DrawerHeaderTitle
          action={<IconButton label={common('close')} icon={<DismissRegular />} onClick={onClose} />}
        >
          {t('detail.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <dl className={styles.facts}>
          {facts.map((name) => (
            <Fact key={name} term={t(`fields.${name === 'merchantName' ? 'merchantId' : name}`)}>
              {String(record[name] ?? '')}
            </Fact>
          ))}
        </dl>
        {mouldFields && mouldFields.length > 0 && (
          <section aria-label={t('fields.mould')}>
            <Text as="h3" weight="semibold">
              {t('fields.mould')}
            </Text>
            <dl className={styles.facts}>
              {mouldFields.map((field) => (
                <Fact key={field.key} term={field.label}>
                  {mouldChoice.values[field.key] ?? ''}
                </Fact>
              ))}
            </dl>
          </section>
        )}
        <section aria-label={t('detail.processLog')}>
          <Text as="h3" weight="semibold">
            {t('detail.processLog')}
          </Text>
          {!loaded ? (
            <Spinner size="tiny" />
          ) : (
            <Timeline
              empty={t('detail.noHistory')}
              lines={loaded.log.map((entry) => ({
                key: entry.id,
                text: [t(`steps.${entry.step as GoodsProcessStep}`), entry.result, entry.comment]
                  .filter(Boolean)
                  .join(' · '),
                meta: `${String(entry.createTime ?? '')} ${String(entry.operator ?? '')}`,
              }))}
            />
          )}
        </section>
        <section aria-label={t('detail.history')}>
          <Text as="h3" weight="semibold">
            {t('detail.history')}
          </Text>
          {!loaded ? (
            <Spinner size="tiny" />
          ) : (
            <Timeline
              empty={t('detail.noHistory')}
              lines={loaded.history.map((line, index) => ({
                key: `${index}`,
                text: line.summary,
                meta: `${line.time} ${line.operator}`,
              }))}
            />
          )}
        </section>
      </DrawerBody>
    </OverlayDrawer>
  );
}

function Fact({ term, children }: { term: string; children: string }) {
  const styles = useStyles();
  return (
    <>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

function Timeline({ lines, empty }: { lines: { key: string; text: string; meta: string }[]; empty: string }) {
  const styles = useStyles();
  if (lines.length === 0) return <Text className={styles.meta}>{empty}</Text>;
  return (
    <ol className={styles.timeline}>
      {lines.map((line) => (
        <li key={line.key} className={styles.event}>
          <span className={styles.dot} />
          <Text block>{line.text}</Text>
          <Text block className={styles.meta}>
            {line.meta}
          </Text>
        </li>
      ))}
    </ol>
  );
}
