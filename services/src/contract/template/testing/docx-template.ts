import JSZip from 'jszip';

/**
 * A minimal .docx whose one paragraph holds `text`, each `|` starting a new run, as Word splits
 * what it checks for spelling (a placeholder may be cut in two).
 */
export async function docxTemplate(text: string): Promise<Buffer> {
  const runs = text
    .split('|')
    .map((part) => `<w:r><w:t xml:space="preserve">${part}</w:t></w:r>`)
    .join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>${runs}</w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
