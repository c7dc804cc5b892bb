import { z } from 'zod';

/**
 * What blade-resource/oss/endpoint/put-file answers, declared once as the answer's schema
 * (/api/docs, and checked against every answer in tests). The file link itself answers the raw
 * file, not an envelope.
 */
export const uploadedFile = z.strictObject({
  /** Where the file is served: /api/blade-resource/oss/endpoint/file/<name>. */
  link: z.string(),
  /** The storage key: "<tenant>/<32 hex digits>.<extension>". */
  name: z.string(),
  /** The file's name as the client sent it. */
  originalName: z.string(),
});
export type UploadedFileAnswer = z.output<typeof uploadedFile>;
