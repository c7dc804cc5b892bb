import JSZip from 'jszip';
import type { GeneratedFile } from '@services/develop/code/code-generator';

/** The generated files as one zip, paths kept, to unpack at the project's root. */
export async function codeArchive(files: readonly GeneratedFile[]): Promise<Buffer> {
  const zip = new JSZip();
  for (const file of files) zip.file(file.path, file.content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
