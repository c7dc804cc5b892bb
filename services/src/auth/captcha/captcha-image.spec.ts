import { Resvg } from '@resvg/resvg-js';
import {
  captchaAlphabet,
  captchaCode,
  captchaSize,
  drawCaptcha,
  drawCode,
} from '@services/auth/captcha/captcha-image';

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngOf(image: string): Buffer {
  const [header, payload] = image.split(',');
  expect(header).toBe('data:image/png;base64');
  return Buffer.from(payload!, 'base64');
}

/** The RGBA pixels of a PNG data URL, decoded by the renderer that drew it. */
function pixelsOf(image: string): Buffer {
  const { width, height } = captchaSize;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image width="${width}" height="${height}" href="${image}"/></svg>`;
  return new Resvg(svg).render().pixels;
}

/** Pixels darker than the lightest glyph or line colour: the ink of characters and noise. */
function inkedShare(pixels: Buffer): number {
  let inked = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 3 * 150) inked++;
  }
  return inked / (pixels.length / 4);
}

describe('drawCaptcha', () => {
  it('draws 4 characters of the alphabet as a PNG of the expected size', () => {
    const { code, image } = drawCaptcha();
    expect(code).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    const png = pngOf(image);
    expect(png.subarray(0, 8)).toEqual(pngSignature);
    // IHDR, the first chunk, holds the width and height.
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(captchaSize);
    expect(pixelsOf(image)).toHaveLength(captchaSize.width * captchaSize.height * 4);
  });

  it('answers pixels only: neither the code nor glyph outlines can be read from it', () => {
    const { code, image } = drawCaptcha();
    const bytes = pngOf(image).toString('latin1');
    for (const giveaway of [code, code.toLowerCase(), '<svg', '<path', 'd="M', '<text']) {
      expect(bytes).not.toContain(giveaway);
    }
  });

  it('inks the image with characters and noise without drowning it', () => {
    const share = inkedShare(pixelsOf(drawCaptcha().image));
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.5);
  });

  it('draws the same code differently every time', () => {
    const first = pixelsOf(drawCode('ACDE'));
    const second = pixelsOf(drawCode('ACDE'));
    let differing = 0;
    for (let i = 0; i < first.length; i += 4) {
      if (first.readUInt32BE(i) !== second.readUInt32BE(i)) differing++;
    }
    // Turned glyphs, another warp and other lines and dots move far more than a few pixels.
    expect(differing / (first.length / 4)).toBeGreaterThan(0.1);
  });

  it('never uses characters that look alike', () => {
    const used = new Set<string>();
    for (let i = 0; i < 500; i++) for (const character of captchaCode()) used.add(character);
    for (const lookAlike of '0OQ1IL2Z5S8BUV') expect(used.has(lookAlike)).toBe(false);
    // The whole alphabet is in use, so the test above could have seen any of its characters.
    expect(used.size).toBe(captchaAlphabet.length);
  });
});
