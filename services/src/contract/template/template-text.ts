import JSZip from 'jszip';

/** The main document part of a .docx, or undefined when the bytes are not one. */
async function documentXml(content: Buffer): Promise<string | undefined> {
  const archive = await JSZip.loadAsync(content).catch(() => undefined);
  return archive?.file('word/document.xml')?.async('string');
}

/**
 * The text of a .docx template: its main document part with the markup taken out. Word splits
 * a typed `{{merchantName}}` over several runs when it checks spelling; once the tags are gone
 * the runs join again, so placeholders are read as the author typed them.
 */
export async function docxText(content: Buffer): Promise<string | undefined> {
  const document = await documentXml(content);
  if (document === undefined) return undefined;
  return document.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');
}

const paragraph = /<w:p[\s>][\s\S]*?<\/w:p>|<w:p\/>/g;
const textRun = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g;

/** The paragraphs of a .docx (w:p), each the text of its runs (w:t) joined, entities decoded. */
export async function docxParagraphs(content: Buffer): Promise<string[] | undefined> {
  const document = await documentXml(content);
  if (document === undefined) return undefined;
  return [...document.matchAll(paragraph)].map(([xml]) =>
    [...xml.matchAll(textRun)].map((run) => decodeXml(run[1]!)).join(''),
  );
}

function decodeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
