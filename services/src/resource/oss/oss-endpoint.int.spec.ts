import { startTestApp, type TestApp } from '@services/testing/test-app';
import type { Answer } from '@services/testing/tenant-caller';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
const boundary = '----steward-test-boundary';

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
) {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

type Uploaded = { link: string; name: string; originalName: string };

describe('file upload (blade-resource/oss/endpoint/put-file)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({});
  });
  afterAll(async () => {
    await testApp.close();
  });

  async function upload(payload: Buffer | object, headers: Record<string, string> = {}) {
    const isBody = Buffer.isBuffer(payload);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      headers: isBody ? { 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers } : headers,
      payload: payload as Buffer,
    });
    const answer = response.json<Answer<Uploaded>>();
    expect(response.statusCode).toBe(answer.code);
    return answer;
  }

  it('stores an avatar and serves it back at the link it answers', async () => {
    const answer = await upload(multipart('file', '头像.PNG', png, 'image/png'));
    expect(answer).toMatchObject({ code: 200, data: { originalName: '头像.PNG' } });
    expect(answer.data.name).toMatch(/^000000\/[0-9a-f]{32}\.png$/);
    expect(answer.data.link).toBe(`/api/blade-resource/oss/endpoint/file/${answer.data.name}`);

    // Served without a token: an <img> cannot send one; the name is the secret.
    const served = await testApp.app.inject({ method: 'GET', url: answer.data.link });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);

    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/blade-resource/oss/endpoint/file/000000/0123456789abcdef0123456789abcdef.png',
    });
    expect(missing.json()).toMatchObject({ code: 404, msg: '文件不存在' });
    const escape = await testApp.app.inject({
      method: 'GET',
      url: '/api/blade-resource/oss/endpoint/file/..%2F../x',
    });
    expect(escape.statusCode).toBe(404);
  });

  it.each([
    [
      'a script named as a picture',
      multipart('file', 'a.png', Buffer.from('<script>alert(1)</script>')),
      '只能上传 jpg、png、gif、pdf、xlsx 格式的文件',
    ],
    [
      'a type not allowed',
      multipart('file', 'a.exe', Buffer.from('MZ')),
      '只能上传 jpg、png、gif、pdf、xlsx 格式的文件',
    ],
    ['another field', multipart('avatar', 'a.png', png), '请选择要上传的文件'],
    ['a JSON body', { file: 'x' }, '请以 multipart/form-data 上传文件'],
    [
      'a file over 10 MB',
      multipart(
        'file',
        'big.pdf',
        Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]),
      ),
      '上传文件大小不能超过10MB',
    ],
  ])('refuses %s with a 400 that says why', async (_, payload, message) => {
    expect(await upload(payload)).toMatchObject({ code: 400, msg: message });
  });

  it('refuses anonymous uploads', async () => {
    const anonymous = await startTestApp({ identity: 'tokens' });
    try {
      const response = await anonymous.app.inject({
        method: 'POST',
        url: '/api/blade-resource/oss/endpoint/put-file',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart('file', 'a.png', png),
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await anonymous.close();
    }
  });
});
