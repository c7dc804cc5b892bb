import { z } from 'zod';

/** A value the call must carry: absent, null or empty is refused with `message`, before its format is checked. */
export const present = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);
