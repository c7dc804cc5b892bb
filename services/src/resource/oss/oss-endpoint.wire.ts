import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/**
 * What blade-resource/oss/endpoint/put-file answers, declared once as the answer's schema
 * (/api/docs, and checked against every answer in tests). The file link itself answers the raw
 * file, not an envelope.
 */
export const uploadedFile = z.strictObject({
  /**
   * Where the file is served: /api/blade-resource/oss/endpoint/file/<name>; for documents (not
   * images) with `expires` and `signature`, valid for FILE_LINK_TTL_SECONDS.
   */
  link: z.string(),
  /** The storage key: "<tenant>/<32 hex digits>.<extension>". */
  name: z.string(),
  /** The file's name as the client sent it. */
  originalName: z.string(),
  /** The attachment recorded for it (blade-resource/attach). */
  attachId: wire.id,
});
export type UploadedFileAnswer = z.output<typeof uploadedFile>;

/** What an upload is for, when the server has a rule of its own for it (SPEC.md §5: avatars). */
export const uploadPurposes = ['avatar'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** A freshly signed link to a stored file (blade-resource/oss/endpoint/link). */
export const fileLink = z.strictObject({ link: z.string() });
