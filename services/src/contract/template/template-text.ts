import JSZip from 'jszip';

/**
 * The text of a .docx template: its main document part with the markup taken out. Word splits
 * a typed `{{merchantName}}` over several runs when it checks spelling; once the tags are gone
 * the runs join again, so placeholders are read as the author typed them.
 */
export async function docxText(content: Buffer): Promise<string | undefined> {
  const archive = await JSZip.loadAsync(content).catch(() => undefined);
  const document = await archive?.file('word/document.xml')?.async('string');
  if (document === undefined) return undefined;
  return document.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');
}
