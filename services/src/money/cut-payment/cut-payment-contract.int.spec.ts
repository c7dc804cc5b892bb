import { expectSameRowsAfterRebuild } from '@projections/runner/testing/expect-same-rows-after-rebuild';
import { docxDocument } from '@services/contract/contract.public';
import { moneyContext } from '@services/money/money.context';
import { cutPaymentStreamId } from '@services/money/cut-payment/cut-payment.stream';
import { fakeBankOfTheFile } from '@services/testing/fake-bank-of-the-file';
import { multipart, putFile } from '@services/testing/multipart-upload';
import { createMerchant } from '@services/testing/referenced-records';
import { type Row, tenantCaller } from '@services/testing/tenant-caller';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { verifyBankAccount } from '@services/testing/verified-account';

const base = '/api/prepaid-transaction/cutPaymentApply';
const tenantA = '000042';
const tenantB = '100001';

const { bank, bankSettings } = fakeBankOfTheFile();

/** The text of every page of a PDF, as a reader extracts it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await document.destroy();
  return pages.join('\n');
}

/** createContract: a cut-payment application's contract, rendered from its merchant's template as PDF. */
describeOnBothDatabases(
  'cut-payment contracts',
  'cut_payment_contract',
  (current) => {
    const call = tenantCaller(() => current().app);
    let number = 0;

    async function application(amount: string) {
      const n = ++number;
      const { merchant } = await createMerchant(call, tenantA, 700 + n, { merchantName: `合同商户${n}` });
      await verifyBankAccount(call, bank(), tenantA, merchant.id);
      const applied = await call<Row>(
        'POST',
        `${base}/apply`,
        { merchantId: merchant.id, orgPaymentNo: `CT-${n}`, batchNo: `CT-B-${n}`, amount },
        tenantA,
      );
      expect(applied.code).toBe(200);
      return { id: applied.data.id, merchantId: merchant.id, merchantName: `合同商户${n}` };
    }

    const createContract = (id: string, tenant = tenantA) =>
      call<{ link: string }>('POST', `${base}/createContract/${id}`, undefined, tenant);

    async function download(link: string): Promise<Buffer> {
      const answer = await current().app.inject({ method: 'GET', url: link });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('application/pdf');
      return answer.rawPayload;
    }

    it('renders the product’s contract as a PDF naming the merchant and the amount, and records it once', async () => {
      const { id, merchantId, merchantName } = await application('12.34');
      const created = await createContract(id);
      expect(created.code).toBe(200);
      expect(created.data.link).toMatch(/\.pdf\?expires=/);
      const text = await pdfText(await download(created.data.link));
      expect(text).toContain(merchantName);
      expect(text).toContain('12.34');
      expect(text).toContain('预付资金划拨合同');

      // Asked again, it opens the same contract; the application names it, and its event says who made it.
      const opened = await createContract(id);
      expect(opened.data.link.split('?')[0]).toBe(created.data.link.split('?')[0]);
      const detail = await call<Row>('GET', `${base}/detail?id=${id}`, undefined, tenantA);
      expect(detail.data.contractLink).toBe(created.data.link.split('?')[0]);
      const stream = await current().runtime.infrastructure.store.readStream(cutPaymentStreamId(merchantId));
      const recorded = stream.events.filter((event) => event.type === 'CutPaymentContractCreated');
      expect(recorded).toHaveLength(1);
      expect(recorded[0]!.data).toMatchObject({
        id,
        contractLink: detail.data.contractLink,
        templateName: '系统默认合同模板',
        by: expect.any(String),
      });
    });

    it('keeps one contract when two calls create it at once, and no stray rendering', async () => {
      const { id } = await application('7.00');
      const [first, second] = await Promise.all([createContract(id), createContract(id)]);
      expect(first.data.link.split('?')[0]).toBe(second.data.link.split('?')[0]);
      const stored = await call<{ records: Row[] }>(
        'GET',
        `/api/blade-resource/attach/list?originalName=${encodeURIComponent(`划拨合同-CT-${number}.pdf`)}`,
        undefined,
        tenantA,
      );
      expect(stored.data.records).toHaveLength(1);
      expect(stored.data.records[0]!.link).toBe(first.data.link.split('?')[0]);
    });

    it('renders from the tenant’s customer template when it has one', async () => {
      const template = await docxDocument([
        ['本合同甲方为', '{{merchant', 'Name}}', '，划拨 {{tradeAmount}} 元。'],
      ]);
      const uploaded = await putFile(current().app, multipart('file', '客户合同.docx', template), {
        tenant: tenantA,
      });
      const saved = await call(
        'POST',
        '/api/prepaid-contract/cusContractTemplate/submit',
        { templateName: '客户合同', contractUrl: uploaded.data.link },
        tenantA,
      );
      expect(saved.code).toBe(200);
      const { id, merchantName } = await application('56.78');
      const text = await pdfText(await download((await createContract(id)).data.link));
      expect(text).toContain(`本合同甲方为${merchantName}，划拨 56.78 元。`);
    });

    it('refuses an unknown application and another tenant’s', async () => {
      expect(await createContract('1234567890123')).toMatchObject({ code: 404, msg: '划拨申请不存在' });
      const { id } = await application('1.00');
      expect(await createContract(id, tenantB)).toMatchObject({ code: 404, msg: '划拨申请不存在' });
    });

    // Last: it stops the app's projection runners.
    it('writes the rows a rebuild from the events writes, contracts included', async () => {
      await expectSameRowsAfterRebuild(current().runtime, moneyContext.projections ?? []);
    });
  },
  { env: bankSettings },
);
