import type { BrandVariants } from '@fluentui/react-components';

const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

type Rgb = [number, number, number];

const black: Rgb = [0, 0, 0];
const white: Rgb = [255, 255, 255];

/** WCAG 2 AA for normal text: what white on a brand button and brand text on a page must reach. */
const readableContrast = 4.5;

/**
 * Fluent's sixteen brand shades from one colour. Shade 80 is Fluent's primary (buttons, selected
 * items, links): it is the colour itself when text on it and it as text are readable, otherwise the
 * colour darkened just enough (the default #409EFF gives white text only 2.8:1). Darker shades mix
 * in black, lighter ones white.
 */
export function brandVariantsFrom(hex: string): BrandVariants {
  const primary = readablePrimary(parseHex(hex));
  const shades = steps.map((step) => {
    const amount = (step - 80) / 80;
    return toHex(amount < 0 ? mix(primary, black, -amount * 0.9) : lightest(primary, amount));
  });
  return Object.fromEntries(steps.map((step, index) => [step, shades[index]])) as unknown as BrandVariants;
}

/** The WCAG contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  return contrastOf(parseHex(first), parseHex(second));
}

/**
 * The colour, darkened in small steps until white reads on it and it reads on its palest tint
 * (shade 160, the background of a selected menu item).
 */
function readablePrimary(colour: Rgb): Rgb {
  for (let darkening = 0; darkening < 1; darkening += 0.02) {
    const candidate = mix(colour, black, darkening);
    const readable =
      contrastOf(candidate, white) >= readableContrast &&
      contrastOf(candidate, lightest(candidate, 1)) >= readableContrast;
    if (readable) return candidate;
  }
  return black;
}

function lightest(primary: Rgb, amount: number): Rgb {
  return mix(primary, white, amount * 0.95);
}

function contrastOf(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance(rgb: Rgb): number {
  const [red, green, blue] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, index) => Math.round(channel + (to[index] - channel) * amount)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
