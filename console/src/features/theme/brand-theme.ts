import { createLightTheme, type Theme } from '@fluentui/react-components';
import { brandVariantsFrom } from '@console/features/theme/brand-palette';

export function themeFrom(hex: string): Theme {
  return createLightTheme(brandVariantsFrom(hex));
}

export function isHexColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}
