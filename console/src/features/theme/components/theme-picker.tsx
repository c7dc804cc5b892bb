import {
  Button,
  ColorSwatch,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  SwatchPicker,
  Tooltip,
  tokens,
} from '@fluentui/react-components';
import { ColorRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { themeStore, useThemeColour } from '@console/features/theme/theme-store';

/** The colours offered, the default (#409EFF) first. */
const swatches = ['#409EFF', '#1890FF', '#304156', '#212121', '#11A983', '#13C2C2', '#6959CD', '#F5222D'];

const useStyles = makeStyles({
  surface: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  custom: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
});

/** The theme colour picker (SPEC.md §1); the choice rebuilds the Fluent theme and is remembered. */
export function ThemePicker() {
  const { t } = useTranslation('theme');
  const styles = useStyles();
  const colour = useThemeColour();
  return (
    <Popover withArrow>
      <Tooltip content={t('title')} relationship="label">
        <PopoverTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<ColorRegular />} />
        </PopoverTrigger>
      </Tooltip>
      <PopoverSurface className={styles.surface}>
        <SwatchPicker
          aria-label={t('title')}
          selectedValue={colour.toUpperCase()}
          onSelectionChange={(_, data) => themeStore.set(data.selectedValue)}
        >
          {swatches.map((swatch) => (
            <ColorSwatch key={swatch} color={swatch} value={swatch} aria-label={swatch} />
          ))}
        </SwatchPicker>
        <label className={styles.custom}>
          {t('custom')}
          <input
            type="color"
            name="themeColour"
            value={colour.toLowerCase()}
            onChange={(event) => themeStore.set(event.target.value)}
          />
        </label>
      </PopoverSurface>
    </Popover>
  );
}
