import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';

const steps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

/**
 * Fluent's sixteen brand shades from one colour: shade 80 is the colour itself (Fluent's light
 * theme takes its primary from 80), darker shades mix in black, lighter ones white.
 */
export function brandVariantsFrom(hex: string): BrandVariants {
  const rgb = parseHex(hex);
  const shades = steps.map((step) => {
    const amount = (step - 80) / 80;
    return toHex(amount < 0 ? mix(rgb, [0, 0, 0], -amount * 0.9) : mix(rgb, [255, 255, 255], amount * 0.95));
  });
  return Object.fromEntries(steps.map((step, index) => [step, shades[index]])) as unknown as BrandVariants;
}

export function themeFrom(hex: string): Theme {
  return createLightTheme(brandVariantsFrom(hex));
}

export function isHexColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}

type Rgb = [number, number, number];

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
