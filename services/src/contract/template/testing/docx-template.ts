import { docxDocument } from '@services/contract/template/docx-document';

/**
 * A minimal .docx whose one paragraph holds `text`, each `|` starting a new run, as Word splits
 * what it checks for spelling (a placeholder may be cut in two).
 */
export function docxTemplate(text: string): Promise<Buffer> {
  return docxDocument([text.split('|')]);
}
