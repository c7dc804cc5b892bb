import { docxTemplate } from '@services/contract/template/testing/docx-template';
import { multipart, putFile, samples } from '@services/testing/multipart-upload';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';

const tenant = '000042';

/** Contract templates: the uploaded .docx is checked before a template is saved. */
describeOnBothDatabases('contract templates', 'contract', (current) => {
  const call = tenantCaller(() => current().app);
  const upload = async (content: Buffer, name = '合同.docx', as = tenant) =>
    (await putFile(current().app, multipart('file', name, content), { tenant: as })).data.link;

  describe.each(['cusContractTemplate', 'geneContractTemplate'])('%s', (path) => {
    const base = `/api/prepaid-contract/${path}`;
    const submit = (body: object) => call<Row>('POST', `${base}/submit`, body, tenant);

    it('saves a template whose file holds known placeholders, and lists, edits and removes it', async () => {
      const link = await upload(await docxTemplate('甲方：{{merch|antName}}，金额 {{tradeAmount}}'));
      expect(link).toMatch(/\.docx\?expires=/);
      const saved = await submit({ templateName: '预付卡合同', contractUrl: link });
      expect(saved).toMatchObject({ code: 200, data: { templateName: '预付卡合同' } });
      // Kept without its signature: a fresh one is asked for when it is shown.
      expect(saved.data.contractUrl).toBe(link.split('?')[0]);

      const page = await call<{ records: Row[] }>('GET', `${base}/list?templateName=预付`, undefined, tenant);
      expect(page.data.records.map((record) => record.id)).toContain(saved.data.id);
      const edited = await submit({
        id: saved.data.id,
        templateName: '新名称',
        contractUrl: saved.data.contractUrl,
      });
      expect(edited).toMatchObject({ code: 200, data: { templateName: '新名称' } });
      expect(await call('POST', `${base}/remove?ids=${saved.data.id}`, undefined, tenant)).toMatchObject({
        code: 200,
      });
      expect(await call('GET', `${base}/detail?id=${saved.data.id}`, undefined, tenant)).toMatchObject({
        code: 404,
      });
    });

    it('refuses a template with an unknown placeholder, and writes nothing', async () => {
      const link = await upload(await docxTemplate('乙方：{{buyerNmae}}'));
      expect(await submit({ templateName: '错误模板', contractUrl: link })).toMatchObject({
        code: 400,
        msg: '合同模板含有未知占位符：{{buyerNmae}}',
      });
      const page = await call<{ total: number }>(
        'GET',
        `${base}/list?templateName=错误模板`,
        undefined,
        tenant,
      );
      expect(page.data.total).toBe(0);
    });

    it.each([
      ['no file', {}, '请上传合同模板'],
      [
        'a link nobody uploaded',
        { contractUrl: '/api/blade-resource/oss/endpoint/file/000042/x.docx' },
        '请先上传合同模板文件',
      ],
      ['an outside address', { contractUrl: 'https://example.com/a.docx' }, '请先上传合同模板文件'],
    ])('refuses %s', async (_, body, message) => {
      expect(await submit({ templateName: '模板', ...body })).toMatchObject({ code: 400, msg: message });
    });

    it("refuses a file that is no .docx, and another tenant's file", async () => {
      const pdf = await upload(samples.pdf, 'a.pdf');
      expect(await submit({ templateName: '模板', contractUrl: pdf })).toMatchObject({
        code: 400,
        msg: '合同模板须为 docx 文件',
      });
      const foreign = await upload(await docxTemplate('{{merchantName}}'), 'b.docx', '000000');
      expect(await submit({ templateName: '模板', contractUrl: foreign })).toMatchObject({
        code: 400,
        msg: '请先上传合同模板文件',
      });
    });
  });
});
