import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { site } from '@console/config/site';

const useStyles = makeStyles({
  footer: {
    display: 'flex',
    justifyContent: 'center',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    color: tokens.colorNeutralForeground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** Copyright and the filing links; their texts are site configuration (SPEC.md §2). */
export function Footer() {
  const styles = useStyles();
  const { copyright, publicSecurityFiling, icpFiling } = site.footer;
  return (
    <footer className={styles.footer}>
      <Text size={200}>{copyright}</Text>
      <Link href={publicSecurityFiling.href} target="_blank" rel="noreferrer">
        {publicSecurityFiling.text}
      </Link>
      <Link href={icpFiling.href} target="_blank" rel="noreferrer">
        {icpFiling.text}
      </Link>
    </footer>
  );
}
