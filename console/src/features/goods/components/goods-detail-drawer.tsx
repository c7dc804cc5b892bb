import type { GoodsProcessStep } from '@services/goods/process-log/goods-process-log.wire';
import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { HistoryRegular } from '@fluentui/react-icons';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailDrawer, DrawerSection, FactList } from '@console/components/detail-drawer/detail-drawer';
import { RecordHistory } from '@console/components/record-history/record-history';
import type { GoodsApi } from '@console/features/goods/api/goods-api';
import { choiceOf } from '@console/features/goods/api/mould-choice';
import { useMouldContent } from '@console/features/goods/api/use-moulds';
import type { ResourceRecord } from '@console/lib/resources/resource-records';

const useStyles = makeStyles({
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

export interface GoodsDetailDrawerProps {
  api: GoodsApi;
  record: ResourceRecord;
  /**
   * Opens the item's history on the audit page; absent for a caller who may not read histories,
   * who is shown none.
   */
  onOpenHistory?: () => void;
  onClose: () => void;
}

/**
 * One goods item: its facts, the values of its mould's fields, its audit steps, and its history
 * as the audit explorer reads it (each event, who caused it from where, what it changed); the
 * audit page shows the item as it was at any revision too.
 */
export function GoodsDetailDrawer({ api, record, onOpenHistory, onClose }: GoodsDetailDrawerProps) {
  const { t } = useTranslation('goods');
  const [log, setLog] = useState<ResourceRecord[]>();
  const mouldChoice = useMemo(() => choiceOf(record), [record]);
  const mouldFields = useMouldContent(api, mouldChoice.mouldId);
  useEffect(() => {
    let current = true;
    api.processLog(record.id).then(
      (page) => current && setLog(page.records),
      () => current && setLog([]),
    );
    return () => {
      current = false;
    };
  }, [api, record.id]);

  return (
    <DetailDrawer title={t('detail.title')} onClose={onClose}>
      <FactList
        facts={facts.map((name) => ({
          term: t(`fields.${name === 'merchantName' ? 'merchantId' : name}`),
          value: String(record[name] ?? ''),
        }))}
      />
      {mouldFields && mouldFields.length > 0 && (
        <DrawerSection title={t('fields.mould')}>
          <FactList
            facts={mouldFields.map((field) => ({
              term: field.label,
              value: mouldChoice.values[field.key] ?? '',
            }))}
          />
        </DrawerSection>
      )}
      <DrawerSection title={t('detail.processLog')}>
        {!log ? (
          <Spinner size="tiny" />
        ) : (
          <Timeline
            empty={t('detail.noHistory')}
            lines={log.map((entry) => ({
              key: entry.id,
              text: [t(`steps.${entry.step as GoodsProcessStep}`), entry.result, entry.comment]
                .filter(Boolean)
                .join(' · '),
              meta: `${String(entry.createTime ?? '')} ${String(entry.operator ?? '')}`,
            }))}
          />
        )}
      </DrawerSection>
      {onOpenHistory && (
        <DrawerSection title={t('detail.history')}>
          <Button appearance="subtle" icon={<HistoryRegular />} onClick={onOpenHistory}>
            {t('detail.openAudit')}
          </Button>
          <RecordHistory record={{ type: 'goods', id: record.id }} />
        </DrawerSection>
      )}
    </DetailDrawer>
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
