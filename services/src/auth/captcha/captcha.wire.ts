import { z } from 'zod';

/**
 * oauth/captcha (WIRE.md "The token call"): the key the login answers the captcha with
 * (Captcha-Key) and the image, a data URL of a PNG the console puts in an <img>.
 */
export const issuedCaptcha = z.strictObject({
  key: z.uuid(),
  image: z.string().startsWith('data:image/png;base64,'),
});
export type IssuedCaptcha = z.output<typeof issuedCaptcha>;
