import { MovableClock } from '@platform/testing/movable-clock';
import { multipart, putFile, samples } from '@services/testing/multipart-upload';
import { startTestApp, type TestApp } from '@services/testing/test-app';

const typeRefused = '只能上传 jpg、png、gif、pdf、xlsx、docx 格式的文件';

describe('file upload (blade-resource/oss/endpoint/put-file)', () => {
  const clock = new MovableClock();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ clock });
  });
  afterAll(async () => {
    await testApp.close();
  });
  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('stores an avatar, records it, and serves it back at the public link it answers', async () => {
    const answer = await putFile(testApp.app, multipart('file', '头像.PNG', samples.png), {
      query: '?purpose=avatar',
    });
    expect(answer).toMatchObject({ code: 200, data: { originalName: '头像.PNG' } });
    expect(answer.data.name).toMatch(/^000000\/[0-9a-f]{32}\.png$/);
    expect(answer.data.link).toBe(`/api/blade-resource/oss/endpoint/file/${answer.data.name}`);
    expect(answer.data.attachId).toMatch(/^\d+$/);

    // Served without a token: an <img> cannot send one; the name is the secret.
    const served = await get(answer.data.link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(samples.png)).toBe(true);

    const missing = await get(
      '/api/blade-resource/oss/endpoint/file/000000/0123456789abcdef0123456789abcdef.png',
    );
    expect(missing.json()).toMatchObject({ code: 404, msg: '文件不存在' });
    expect((await get('/api/blade-resource/oss/endpoint/file/..%2F../x')).statusCode).toBe(404);
  });

  it('tells the kind by the bytes, whatever the name says', async () => {
    const answer = await putFile(testApp.app, multipart('file', 'scan.png', samples.pdf));
    expect(answer.data.name).toMatch(/\.pdf$/);
  });

  it('signs the links of documents, which stop working when they expire', async () => {
    const { data } = await putFile(testApp.app, multipart('file', '合同.pdf', samples.pdf));
    expect(data.link).toMatch(/\?expires=\d+&signature=[\w-]+$/);
    const served = await get(data.link);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');

    const bare = data.link.split('?')[0]!;
    expect((await get(bare)).statusCode).toBe(404);
    // Another first character of the signature (one in 64 links' signatures begins with 'A').
    const forged = data.link.replace(
      /signature=(.)/,
      (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await get(forged)).statusCode).toBe(404);
    expect((await get(data.link.replace(/expires=\d/, 'expires=9'))).statusCode).toBe(404);

    // A signed-in caller of the tenant asks for a fresh link to a stored one.
    const fresh = await testApp.app.inject({
      method: 'GET',
      url: `/api/blade-resource/oss/endpoint/link?link=${encodeURIComponent(bare)}`,
      headers: { 'x-test-tenant': '000000' },
    });
    const freshLink = fresh.json<{ data: { link: string } }>().data.link;
    const otherTenant = await testApp.app.inject({
      method: 'GET',
      url: `/api/blade-resource/oss/endpoint/link?link=${encodeURIComponent(bare)}`,
      headers: { 'x-test-tenant': '100001' },
    });
    expect(otherTenant.json()).toMatchObject({ code: 404 });

    clock.advance(3601 * 1000);
    expect((await get(data.link)).statusCode).toBe(404);
    expect((await get(freshLink)).statusCode).toBe(404);
  });

  it.each([
    [
      'a script named as a picture',
      multipart('file', 'a.png', Buffer.from('<script>alert(1)</script>')),
      typeRefused,
    ],
    ['a type not allowed', multipart('file', 'a.exe', Buffer.from('MZ')), typeRefused],
    [
      'a zip that is no workbook nor document',
      multipart('file', 'a.xlsx', Buffer.from('PK\x03\x04rest')),
      typeRefused,
    ],
    ['another field', multipart('avatar', 'a.png', samples.png), '请选择要上传的文件'],
    ['a JSON body', { file: 'x' }, '请以 multipart/form-data 上传文件'],
    [
      'a file over 10 MB',
      multipart('file', 'big.pdf', Buffer.concat([samples.pdf, Buffer.alloc(10 * 1024 * 1024)])),
      '上传文件大小不能超过10MB',
    ],
  ])('refuses %s with a 400 that says why', async (_, payload, message) => {
    expect(await putFile(testApp.app, payload)).toMatchObject({ code: 400, msg: message });
  });

  it.each([
    ['a gif', multipart('file', 'a.gif', samples.gif), '头像只能是 jpg 或 png 格式'],
    ['a pdf', multipart('file', 'a.png', samples.pdf), '头像只能是 jpg 或 png 格式'],
    [
      'a png over 500 KB',
      multipart('file', 'a.png', Buffer.concat([samples.png, Buffer.alloc(500 * 1024)])),
      '头像大小不能超过500KB',
    ],
  ])('refuses %s as an avatar (SPEC.md §5), on the server too', async (_, payload, message) => {
    expect(await putFile(testApp.app, payload, { query: '?purpose=avatar' })).toMatchObject({
      code: 400,
      msg: message,
    });
    expect(
      await putFile(testApp.app, multipart('file', 'a.jpg', samples.jpg), { query: '?purpose=avatar' }),
    ).toMatchObject({
      code: 200,
    });
  });

  it('refuses anonymous uploads', async () => {
    const anonymous = await startTestApp({ identity: 'tokens' });
    try {
      const response = await anonymous.app.inject({
        method: 'POST',
        url: '/api/blade-resource/oss/endpoint/put-file',
        headers: { 'content-type': 'multipart/form-data; boundary=----steward-test-boundary' },
        payload: multipart('file', 'a.png', samples.png),
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await anonymous.close();
    }
  });
});
