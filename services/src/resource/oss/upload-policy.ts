import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { RefusedError } from '@platform/errors/domain-errors';

/** 10 MB: avatars are far smaller (500 KB); spreadsheets, PDFs and contract templates fit. */
export const maxUploadBytes = 10 * 1024 * 1024;
export const tooLarge = '上传文件大小不能超过10MB';
export const typeRefused = '只能上传 jpg、png、gif、pdf、xlsx、docx 格式的文件';

interface FileKind {
  extension: string;
  contentType: string;
  /** The first bytes every such file starts with: the name alone is the sender's word. */
  magic: readonly number[];
  /** For zip-based documents: the part only this kind holds (its name is stored uncompressed). */
  part?: string;
  /**
   * Images are public: an <img> cannot sign its request and their random names are the secret.
   * Documents are private: their links are signed and expire (file-links.ts).
   */
  visibility: 'public' | 'private';
}

const zip = [0x50, 0x4b, 0x03, 0x04];
const kinds: readonly FileKind[] = [
  { extension: '.png', contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47], visibility: 'public' },
  { extension: '.jpg', contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff], visibility: 'public' },
  { extension: '.gif', contentType: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38], visibility: 'public' },
  {
    extension: '.pdf',
    contentType: 'application/pdf',
    magic: [0x25, 0x50, 0x44, 0x46],
    visibility: 'private',
  },
  {
    extension: '.xlsx',
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: zip,
    part: 'xl/workbook.xml',
    visibility: 'private',
  },
  {
    extension: '.docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    magic: zip,
    part: 'word/document.xml',
    visibility: 'private',
  },
];

/** The kind of an allowed file, told by its bytes (not its name); refuses anything else. */
export function sniffedKind(content: Buffer): FileKind {
  const kind = kinds.find(
    (candidate) =>
      candidate.magic.every((byte, index) => content[index] === byte) &&
      (candidate.part === undefined || content.includes(candidate.part)),
  );
  if (!kind) throw new RefusedError(typeRefused);
  return kind;
}

/** SPEC.md §5: an avatar is a jpg or png of at most 500 KB, whatever the console checked. */
export const avatarRule = { extensions: ['.jpg', '.png'], maxBytes: 500 * 1024 } as const;
export const avatarTypeRefused = '头像只能是 jpg 或 png 格式';
export const avatarTooLarge = '头像大小不能超过500KB';

export function assertAvatar(kind: FileKind, size: number): void {
  if (!(avatarRule.extensions as readonly string[]).includes(kind.extension))
    throw new RefusedError(avatarTypeRefused);
  if (size > avatarRule.maxBytes) throw new RefusedError(avatarTooLarge);
}

/** A storage setting's own limit (0: none beyond the product's 10 MB). */
export function assertWithinLimit(size: number, maxSizeKb: number): void {
  if (maxSizeKb > 0 && size > maxSizeKb * 1024) throw new RefusedError(`上传文件大小不能超过${maxSizeKb}KB`);
}

/** Where a tenant's upload is stored: a random name nobody can guess, with its extension. */
export function storageKeyFor(tenantId: string, extension: string): string {
  return `${tenantId}/${randomUUID().replace(/-/g, '')}${extension}`;
}

function kindOfKey(key: string): FileKind | undefined {
  const extension = extname(key).toLowerCase();
  return kinds.find(
    (kind) => kind.extension === extension || (extension === '.jpeg' && kind.extension === '.jpg'),
  );
}

/** Whether a stored file's link may be read without a signature (images, for <img>). */
export function isPublicKey(key: string): boolean {
  return kindOfKey(key)?.visibility === 'public';
}

/** Headers a stored file is served with, from the extension of its key. */
export function servingHeaders(key: string): Record<string, string> {
  const kind = kindOfKey(key);
  return {
    'content-type': kind?.contentType ?? 'application/octet-stream',
    'content-disposition':
      kind?.visibility === 'public' || kind?.extension === '.pdf' ? 'inline' : 'attachment',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=86400',
  };
}
