import { makeStyles, tokens } from '@fluentui/react-components';

/** The short lists of the home page's cards (latest notices, waiting tasks): a line per entry, its details dimmed at the end. */
export const useHomeListStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' },
  item: {
    display: 'flex',
    justifyContent: 'space-between',
    columnGap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  meta: { color: tokens.colorNeutralForeground3, whiteSpace: 'nowrap' },
});
