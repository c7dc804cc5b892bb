import { z } from 'zod';
import { boundedText } from '@platform/http/text-schemas';

/** A field that must be given: absent, null and '' are all "not chosen", answered by `message`. */
export const present = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);

/** Optional text: '' and absent both read as null. */
export const optionalText = (label: string, max: number) =>
  z
    .preprocess((value) => (value === '' ? null : value), boundedText(label, max).nullish())
    .transform((text) => text || null);
