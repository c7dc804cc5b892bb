import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/** Capitals and digits without look-alikes (0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const captchaAlphabet = 'ACDEFGHJKMNPRTWXY34679';
const codeLength = 4;

/** The size of the PNG in pixels; the console scales it into its captcha box. */
export const captchaSize = { width: 160, height: 50 } as const;
/** Room left and right, so that a turned first or last character stays whole. */
const margin = 8;
const slotWidth = (captchaSize.width - 2 * margin) / codeLength;

/**
 * svg-captcha draws a given text when called as a function (its README documents it; its
 * typings do not). Here it only lends its font's outlines, one character at a time; the image
 * served is a PNG, so nobody reads the characters back from path commands.
 */
const drawText = svgCaptcha as unknown as (
  text: string,
  options: Parameters<typeof svgCaptcha.create>[0],
) => string;

export interface CaptchaDrawing {
  code: string;
  /** A data URL of a PNG the console puts in an `<img>` (WIRE.md). */
  image: string;
}

export function drawCaptcha(): CaptchaDrawing {
  const code = captchaCode();
  return { code, image: drawCode(code) };
}

/** A code of the alphabet, chosen with crypto: nothing in one image helps predict the next. */
export function captchaCode(): string {
  let code = '';
  for (let i = 0; i < codeLength; i++) code += captchaAlphabet[randomInt(captchaAlphabet.length)];
  return code;
}

/**
 * The PNG data URL of `code`, different at every call: each glyph turned and shifted at random,
 * the whole warped by a random displacement field, then crossed by lines and speckled.
 */
export function drawCode(code: string): string {
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${captchaSize.width}" height="${captchaSize.height}">`,
    warpFilter(),
    `<rect width="100%" height="100%" fill="#f6f6f2"/>`,
    `<g filter="url(#warp)">${[...code].map(glyph).join('')}${noiseLines(3)}</g>`,
    speckle(120),
    '</svg>',
  ].join('');
  const png = new Resvg(svg, { font: { loadSystemFonts: false } }).render().asPng();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** A random integer in [min, max], from crypto like the code. */
const between = (min: number, max: number) => randomInt(min, max + 1);

/** Turbulence displaces every pixel by up to `scale`/2: the outlines no longer match the font's. */
function warpFilter(): string {
  return (
    `<filter id="warp" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="turbulence" baseFrequency="0.0${between(15, 30)} 0.0${between(30, 60)}" ` +
    `numOctaves="2" seed="${between(1, 100_000)}" result="field"/>` +
    `<feDisplacementMap in="SourceGraphic" in2="field" scale="${between(8, 12)}" ` +
    `xChannelSelector="R" yChannelSelector="G"/></filter>`
  );
}

/**
 * One character in its slot, turned by up to 30° either way about its centre and shifted. The
 * font's strokes are thin: an outline of a random dark colour thickens them. svg-captcha centres
 * the character in a canvas twice the slot's size, so that no turn clips its corners.
 */
function glyph(character: string, index: number): string {
  const canvas = { width: 2 * slotWidth, height: 2 * captchaSize.height };
  const outline = drawText(character, { ...canvas, fontSize: between(40, 52), noise: 0, color: false });
  const x = margin + (index + 0.5) * slotWidth - canvas.width / 2 + between(-3, 3);
  const y = -captchaSize.height / 2 + between(-4, 4);
  const turn = `rotate(${between(-30, 30)} ${canvas.width / 2} ${canvas.height / 2})`;
  return (
    `<g transform="translate(${x} ${y}) ${turn}" stroke="${darkColour()}" stroke-width="1.5">` +
    `${outline}</g>`
  );
}

/** Curves across the text, in the glyphs' range of colours and about their stroke width. */
function noiseLines(count: number): string {
  const { width, height } = captchaSize;
  let lines = '';
  for (let i = 0; i < count; i++) {
    const points = [
      [between(0, 20), between(5, height - 5)],
      [between(width / 4, width / 2), between(0, height)],
      [between(width / 2, (3 * width) / 4), between(0, height)],
      [between(width - 20, width), between(5, height - 5)],
    ];
    const [start, ...controls] = points.map(([px, py]) => `${px} ${py}`);
    lines += `<path d="M${start} C${controls.join(',')}" fill="none" stroke="${darkColour()}" stroke-width="${between(1, 2)}"/>`;
  }
  return lines;
}

/** Dots of every colour over the whole image, after the warp so that they stay sharp. */
function speckle(count: number): string {
  let dots = '';
  for (let i = 0; i < count; i++) {
    const x = between(0, captchaSize.width);
    const y = between(0, captchaSize.height);
    dots += `<circle cx="${x}" cy="${y}" r="${between(5, 15) / 10}" fill="${colour()}"/>`;
  }
  return dots;
}

function colour(): string {
  return `rgb(${between(40, 200)},${between(40, 200)},${between(40, 200)})`;
}

/** As dark as the glyphs, so that the lines cannot be told from them by colour. */
function darkColour(): string {
  return `rgb(${between(20, 140)},${between(20, 140)},${between(20, 140)})`;
}
