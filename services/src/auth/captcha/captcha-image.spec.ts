import { captchaAlphabet, drawCaptcha } from '@services/auth/captcha/captcha-image';

describe('drawCaptcha', () => {
  it('draws 4 characters of the alphabet as an SVG data URL', () => {
    const { code, image } = drawCaptcha();
    expect(code).toMatch(new RegExp(`^[${captchaAlphabet}]{4}$`));
    const [header, payload] = image.split(',');
    expect(header).toBe('data:image/svg+xml;base64');
    const svg = Buffer.from(payload!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    // One filled path per character, drawn as outlines: no text element gives the code away.
    expect(svg.match(/<path fill=/g)).toHaveLength(4);
    expect(svg).not.toContain('<text');
  });

  it('never uses characters that look alike', () => {
    const used = new Set<string>();
    for (let i = 0; i < 500; i++) for (const character of drawCaptcha().code) used.add(character);
    for (const lookAlike of '0OQ1IL2Z5S8BUV') expect(used.has(lookAlike)).toBe(false);
    // The whole alphabet is in use, so the test above could have seen any of its characters.
    expect(used.size).toBe(captchaAlphabet.length);
  });
});
