import { z } from 'zod';

export const generatedFile = z.strictObject({ path: z.string(), content: z.string() });

/**
 * What code/gen-code answers: the files to preview, and the same files as a zip (base64) named
 * after the resource, to download.
 */
export const generatedCode = z.strictObject({
  fileName: z.string(),
  files: z.array(generatedFile),
  zip: z.string(),
});
export type GeneratedCodeAnswer = z.output<typeof generatedCode>;
