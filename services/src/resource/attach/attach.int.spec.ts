import {
  type LocalS3Server,
  localS3Credentials,
  startLocalS3Server,
} from '@platform/storage/testing/local-s3-server';
import { multipart, putFile, samples } from '@services/testing/multipart-upload';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';

const oss = '/api/blade-resource/oss';
const attach = '/api/blade-resource/attach';
const tenant = '000042';

let s3: LocalS3Server;
beforeAll(async () => {
  s3 = await startLocalS3Server();
});
afterAll(async () => {
  await s3.close();
});

/** Storage settings (one enabled per tenant) and the attachments put-file records in them. */
describeOnBothDatabases('storage settings and attachments', 'attach', (current) => {
  const call = tenantCaller(() => current().app);
  const s3Setting = () => ({
    category: 's3',
    ossCode: 'minio',
    endpoint: s3.endpoint,
    bucketName: s3.bucket,
    region: 'us-east-1',
    accessKey: localS3Credentials.accessKey,
    secretKey: localS3Credentials.secretKey,
  });
  const submit = (body: object, as = tenant) => call<Row>('POST', `${oss}/submit`, body, as);
  const enable = (id: string, as = tenant) => call('POST', `${oss}/enable?id=${id}`, undefined, as);
  const upload = (content: Buffer, name = 'a.pdf') =>
    putFile(current().app, multipart('file', name, content), { tenant });
  const objectInS3 = (key: string) => fetch(`${s3.endpoint}/${s3.bucket}/${key}`).then((r) => r.status);

  it('stores uploads with the enabled setting, never answers its secret, and keeps files where they were put', async () => {
    const local = await upload(samples.pdf);
    expect(local).toMatchObject({ code: 200 });

    const setting = (await submit(s3Setting())).data;
    expect(setting).toMatchObject({ category: 's3', secretKey: '******', status: 1 });
    expect((await call<Row>('GET', `${oss}/detail?id=${setting.id}`, undefined, tenant)).data.secretKey).toBe(
      '******',
    );
    expect(await enable(setting.id)).toMatchObject({ code: 200 });

    const stored = await upload(samples.pdf, '合同.pdf');
    expect(await objectInS3(stored.data.name)).toBe(200);
    const served = await current().app.inject({ method: 'GET', url: stored.data.link });
    expect(served.rawPayload.equals(samples.pdf)).toBe(true);

    // A submit that sends the mask back keeps the stored secret: uploads still reach S3.
    expect(await submit({ id: setting.id, ...s3Setting(), secretKey: '******', remark: '改' })).toMatchObject(
      {
        code: 200,
      },
    );
    expect(await objectInS3((await upload(samples.pdf)).data.name)).toBe(200);

    // The file put on local disk before the switch is still served from there.
    expect((await current().app.inject({ method: 'GET', url: local.data.link })).statusCode).toBe(200);

    // A setting that holds attachments cannot be removed.
    expect(await call('POST', `${oss}/remove?ids=${setting.id}`, undefined, tenant)).toMatchObject({
      code: 400,
      msg: '该存储配置中仍有附件,无法删除',
    });
  });

  it('lists attachments and removes one with its stored object', async () => {
    const pdfSetting = (await submit({ ...s3Setting(), ossCode: 'second' })).data;
    await enable(pdfSetting.id);
    const { data } = await upload(samples.pdf, '发票.pdf');
    const detail = await call<Row>('GET', `${attach}/detail?id=${data.attachId}`, undefined, tenant);
    expect(detail.data).toMatchObject({
      originalName: '发票.pdf',
      extension: 'pdf',
      attachSize: samples.pdf.length,
      name: data.name,
      ossId: pdfSetting.id,
    });
    const page = await call<{ records: Row[] }>('GET', `${attach}/list?originalName=发票`, undefined, tenant);
    expect(page.data.records.map((record) => record.id)).toContain(data.attachId);
    expect(await call('GET', `${attach}/detail?id=${data.attachId}`, undefined, '100001')).toMatchObject({
      code: 404,
    });

    expect(await call('POST', `${attach}/remove?ids=${data.attachId}`, undefined, tenant)).toMatchObject({
      code: 200,
    });
    expect(await objectInS3(data.name)).toBe(404);
    expect(await call('GET', `${attach}/detail?id=${data.attachId}`, undefined, tenant)).toMatchObject({
      code: 404,
    });
    expect((await current().app.inject({ method: 'GET', url: data.link })).statusCode).toBe(404);
  });

  it("holds a setting's size limit", async () => {
    const limited = (await submit({ ...s3Setting(), ossCode: 'small', maxSizeKb: 1 })).data;
    await enable(limited.id);
    const big = Buffer.concat([samples.pdf, Buffer.alloc(2048)]);
    expect(await upload(big)).toMatchObject({ code: 400, msg: '上传文件大小不能超过1KB' });
    expect(await upload(samples.pdf)).toMatchObject({ code: 200 });
  });

  it.each([
    [{ category: 'ftp' }, '分类只能是 local 或 s3'],
    [{ category: 's3', endpoint: 'http://x' }, 'S3 存储需要资源地址、空间名、accessKey 与 secretKey'],
    [{ category: 'local', maxSizeKb: 20000 }, '上传上限须在 0 到 10240 KB 之间'],
    [{}, '请选择分类'],
  ])('refuses the setting %j with a 400', async (body, message) => {
    expect(await submit(body)).toMatchObject({ code: 400, msg: message });
  });

  it('leaves exactly one setting enabled when enables race', async () => {
    const racing = '000000';
    const ids: string[] = [];
    for (let n = 0; n < 4; n++)
      ids.push((await submit({ category: 'local', ossCode: `race${n}` }, racing)).data.id);
    const answers = await Promise.all(ids.map((id) => enable(id, racing)));
    expect(answers.filter((answer) => answer.code === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((one) => one.code !== 200))
      expect(answer).toMatchObject({ code: 400, msg: '另一条配置刚被启用，请刷新后重试' });
    const page = await call<{ records: Row[] }>('GET', `${oss}/list?size=100`, undefined, racing);
    expect(page.data.records.filter((record) => record.status === 2)).toHaveLength(1);
  });
});
