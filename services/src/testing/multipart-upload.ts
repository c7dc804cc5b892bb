import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Answer } from '@services/testing/tenant-caller';

const boundary = '----steward-test-boundary';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
export function multipart(field: string, filename: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export type Uploaded = { link: string; name: string; originalName: string; attachId: string };

/** POST put-file as a tenant (X-Test-Tenant) with a multipart body or any other payload. */
export async function putFile(
  app: NestFastifyApplication,
  payload: Buffer | object,
  { tenant = '000000', query = '' }: { tenant?: string; query?: string } = {},
): Promise<Answer<Uploaded>> {
  const isBody = Buffer.isBuffer(payload);
  const response = await app.inject({
    method: 'POST',
    url: `/api/blade-resource/oss/endpoint/put-file${query}`,
    headers: {
      'x-test-tenant': tenant,
      ...(isBody ? { 'content-type': `multipart/form-data; boundary=${boundary}` } : {}),
    },
    payload: payload as Buffer,
  });
  const answer = response.json<Answer<Uploaded>>();
  expect(response.statusCode).toBe(answer.code);
  return answer;
}

/** A few bytes of each kind put-file tells apart by their first bytes. */
export const samples = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 2)]),
  pdf: Buffer.from('%PDF-1.4\n%%EOF\n'),
};
