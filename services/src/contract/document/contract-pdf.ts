import { contractFontFace } from '@services/contract/document/contract-font';

/** A contract's paragraphs as an A4 PDF, in the CJK font at `fontPath`. */
export async function contractPdf(paragraphs: readonly string[], fontPath: string): Promise<Buffer> {
  // Loaded at the first contract: pdfkit and its font engine cost a start a tenth of a second.
  const { default: PDFDocument } = await import('pdfkit');
  const document = new PDFDocument({ size: 'A4', margin: 56, info: { Title: paragraphs[0] ?? '' } });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const written = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  document.font(fontPath, contractFontFace).fontSize(11);
  for (const paragraph of paragraphs) document.text(paragraph, { paragraphGap: 6 });
  document.end();
  return written;
}
