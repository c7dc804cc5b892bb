import { z } from 'zod';
import { requiredText } from '@platform/http/text-schemas';
import { uploadPurposes } from '@services/resource/oss/oss-endpoint.wire';

/** put-file's query: `purpose=avatar` applies SPEC.md §5's avatar rule on the server too. */
export const putFileQuery = z.object({
  purpose: z.enum(uploadPurposes, { error: '上传用途只能是 avatar' }).optional(),
});
export type PutFileQuery = z.output<typeof putFileQuery>;

/** The signature a private file's link carries (file-links.ts); absent for images. */
export const fileQuery = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

/** A link put-file gave, to be signed afresh. */
export const linkQuery = z.object({ link: requiredText('请输入附件地址', '附件地址', 1000) });
