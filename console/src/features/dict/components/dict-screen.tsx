import { makeStyles, Spinner, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { TextBulletListTreeRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@console/components/resource-screen/empty-state';
import { RowButton } from '@console/components/resource-screen/record-columns';
import { ResourceScreen } from '@console/components/resource-screen/resource-screen';
import type { ScreenOptions } from '@console/components/resource-screen/screen-options';
import { childOptions, parentOptions } from '@console/features/dict/components/dict-forms';
import type { ResourceRecord } from '@console/lib/resources/resource-records';
import { useResourceMetadata } from '@console/lib/resources/use-resource-metadata';

const useStyles = makeStyles({
  horizontal: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
  },
  vertical: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pane: {
    minWidth: 0,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface DictScreenProps {
  /** dict (system) or dictBiz (business). */
  resource: 'dict' | 'dictBiz';
  layout: 'horizontal' | 'vertical';
}

/** Dictionaries (SPEC.md §2): the headers, and the items of the chosen one as a tree. */
export function DictScreen({ resource, layout }: DictScreenProps) {
  const styles = useStyles();
  const { t } = useTranslation('dict');
  const { t: common } = useTranslation();
  const state = useResourceMetadata(resource);
  const [header, setHeader] = useState<ResourceRecord>();

  const headerOptions = useMemo<ScreenOptions>(
    () => ({
      ...parentOptions,
      onRowClick: setHeader,
      rowButtons: (record) => (
        <RowButton
          label={t('items')}
          icon={<TextBulletListTreeRegular />}
          onClick={(event) => {
            event.stopPropagation();
            setHeader(record);
          }}
        />
      ),
    }),
    [t],
  );
  const itemOptions = useMemo(() => header && childOptions(header, t('dictKeyRequired')), [header, t]);

  if (state.status === 'loading') return <Spinner label={common('loading')} />;
  if (state.status === 'failed') return <EmptyState />;
  const { metadata } = state;
  return (
    <div className={layout === 'horizontal' ? styles.horizontal : styles.vertical}>
      <div className={styles.pane}>
        <ResourceScreen metadata={metadata} options={headerOptions} />
      </div>
      <div className={styles.pane}>
        {header && itemOptions ? (
          <>
            <Subtitle2>
              {t('itemsOf', { name: String(header.dictValue ?? ''), code: String(header.code ?? '') })}
            </Subtitle2>
            <ResourceScreen key={header.id} metadata={metadata} options={itemOptions} />
          </>
        ) : (
          <Text className={styles.hint}>
            {layout === 'horizontal' ? t('chooseParent') : t('chooseParentAbove')}
          </Text>
        )}
      </div>
    </div>
  );
}
