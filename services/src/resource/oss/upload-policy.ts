import { randomUUID } from 'node:crypto';
import { extname } from 'node:path';
import { RefusedError } from '@platform/errors/domain-errors';

/** 10 MB: avatars are far smaller (the console caps them at 500 KB); spreadsheets and PDFs fit. */
export const maxUploadBytes = 10 * 1024 * 1024;
export const tooLarge = '上传文件大小不能超过10MB';
export const typeRefused = '只能上传 jpg、png、gif、pdf、xlsx 格式的文件';

interface FileKind {
  contentType: string;
  /** The first bytes every such file starts with: the name alone is the sender's word. */
  magic: readonly number[];
  /** Shown in the browser (images, PDF) or saved (spreadsheets). */
  inline: boolean;
}

const png: FileKind = { contentType: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47], inline: true };
const jpeg: FileKind = { contentType: 'image/jpeg', magic: [0xff, 0xd8, 0xff], inline: true };
const kinds: Readonly<Record<string, FileKind>> = {
  '.jpg': jpeg,
  '.jpeg': jpeg,
  '.png': png,
  '.gif': { contentType: 'image/gif', magic: [0x47, 0x49, 0x46, 0x38], inline: true },
  '.pdf': { contentType: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46], inline: true },
  // An xlsx workbook is a zip archive.
  '.xlsx': {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    magic: [0x50, 0x4b, 0x03, 0x04],
    inline: false,
  },
};

/** The kind of an allowed file whose content matches its name; refuses anything else. */
export function acceptedKind(originalName: string, content: Buffer): string {
  const extension = extname(originalName).toLowerCase();
  const kind = kinds[extension];
  if (!kind || !kind.magic.every((byte, index) => content[index] === byte))
    throw new RefusedError(typeRefused);
  return extension;
}

/** Where a tenant's upload is stored: a random name nobody can guess, with its extension. */
export function storageKeyFor(tenantId: string, extension: string): string {
  return `${tenantId}/${randomUUID().replace(/-/g, '')}${extension}`;
}

/** Headers a stored file is served with, from the extension of its key. */
export function servingHeaders(key: string): Record<string, string> {
  const kind = kinds[extname(key).toLowerCase()];
  return {
    'content-type': kind?.contentType ?? 'application/octet-stream',
    'content-disposition': kind?.inline ? 'inline' : 'attachment',
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, max-age=86400',
  };
}
