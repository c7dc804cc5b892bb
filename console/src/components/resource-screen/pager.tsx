import { Dropdown, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { site } from '@console/config/site';
import { IconButton } from '@console/components/icon-button/icon-button';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalS,
  },
  size: { minWidth: '110px' },
});

export interface PagerProps {
  total: number;
  current: number;
  size: number;
  pages: number;
  onPage: (current: number) => void;
  onSize: (size: number) => void;
}

/** Total, page size (SPEC.md §9: 10/30/50/100/200) and previous/next. */
export function Pager({ total, current, size, pages, onPage, onSize }: PagerProps) {
  const styles = useStyles();
  const { t } = useTranslation('resources');
  const last = Math.max(pages, 1);
  return (
    <nav className={styles.pager} aria-label={t('pager.page', { current, pages: last })}>
      <Text>{t('pager.total', { total })}</Text>
      <Dropdown
        className={styles.size}
        aria-label={t('pager.pageSize', { size })}
        value={t('pager.pageSize', { size })}
        selectedOptions={[String(size)]}
        onOptionSelect={(_, data) => onSize(Number(data.optionValue))}
      >
        {site.pageSizes.map((choice) => (
          <Option key={choice} value={String(choice)}>
            {t('pager.pageSize', { size: choice })}
          </Option>
        ))}
      </Dropdown>
      <IconButton
        icon={<ChevronLeftRegular />}
        label={t('pager.previous')}
        disabled={current <= 1}
        onClick={() => onPage(current - 1)}
      />
      <Text>{t('pager.page', { current, pages: last })}</Text>
      <IconButton
        icon={<ChevronRightRegular />}
        label={t('pager.next')}
        disabled={current >= last}
        onClick={() => onPage(current + 1)}
      />
    </nav>
  );
}
