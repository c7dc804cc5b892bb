import JSZip from 'jszip';

/**
 * A minimal .docx: one paragraph per entry, each made of the runs given (Word splits what it
 * checks for spelling into runs, so a placeholder may be cut in two).
 */
export async function docxDocument(paragraphs: ReadonlyArray<readonly string[]>): Promise<Buffer> {
  const body = paragraphs
    .map(
      (runs) =>
        `<w:p>${runs.map((run) => `<w:r><w:t xml:space="preserve">${escapeXml(run)}</w:t></w:r>`).join('')}</w:p>`,
    )
    .join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
