import { randomInt } from 'node:crypto';
import svgCaptcha from 'svg-captcha';

/** Capitals and digits without look-alikes (0/O/Q, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const captchaAlphabet = 'ACDEFGHJKMNPRTWXY34679';
const codeLength = 4;

/**
 * svg-captcha draws a given text when called as a function (its README documents it; its
 * typings do not). Its own text comes from Math.random, which also places the noise lines in the
 * published image, so the image could help predict it: the code is chosen here with crypto.
 */
const drawText = svgCaptcha as unknown as (
  text: string,
  options: Parameters<typeof svgCaptcha.create>[0],
) => string;

export interface CaptchaDrawing {
  code: string;
  /** A data URL the console puts in an `<img>` (WIRE.md). */
  image: string;
}

export function drawCaptcha(): CaptchaDrawing {
  let code = '';
  for (let i = 0; i < codeLength; i++) code += captchaAlphabet[randomInt(captchaAlphabet.length)];
  const svg = drawText(code, { noise: 2, color: true });
  return { code, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
