import { Card, CardHeader, Link, Spinner, Text } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFigures } from '@console/features/welcome/api/use-figures';
import { useHomeListStyles } from '@console/features/welcome/components/home-list.styles';
import { wireNow } from '@console/lib/wire-dates';
import { NoticeReader, type PublishedNotice } from '@console/features/welcome/components/notice-reader';
import { dictionaryLabel, useDictionary } from '@console/lib/resources/dictionary';

/** How many notices the home page lists. */
const shown = 5;

/** The latest published notices (blade-desk/notice/list), newest first; each opens to be read. */
export function LatestNotices() {
  const { t } = useTranslation('welcome');
  const styles = useHomeListStyles();
  const categories = useDictionary('notice_category');
  const query = useMemo(
    () => ({ releaseTime_datele: wireNow(new Date()), descs: 'releaseTime', size: shown }),
    [],
  );
  const page = useFigures<{ records: PublishedNotice[] }>(
    '/api/blade-desk/notice/list',
    'notice_view',
    query,
  );
  const [reading, setReading] = useState<PublishedNotice | undefined>();
  if (page === null) return null;
  return (
    <Card role="region" aria-labelledby="home-notices">
      <CardHeader
        header={
          <Text as="h2" id="home-notices" weight="semibold">
            {t('notices.title')}
          </Text>
        }
      />
      {page === undefined ? (
        <Spinner size="tiny" />
      ) : page.records.length === 0 ? (
        <Text>{t('notices.empty')}</Text>
      ) : (
        <ul className={styles.list}>
          {page.records.map((notice) => (
            <li key={notice.id} className={styles.item}>
              <Link as="button" onClick={() => setReading(notice)}>
                {notice.title}
              </Link>
              <Text size={200} className={styles.meta}>
                {dictionaryLabel(categories, notice.category) ?? notice.category} · {notice.releaseTime}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {reading && <NoticeReader notice={reading} onClose={() => setReading(undefined)} />}
    </Card>
  );
}
