import type { UploadedFileAnswer } from '@services/resource/oss/oss-endpoint.wire';
import type { HttpClient } from '@console/lib/http/http-client';

/** put-file and the links of stored files (blade-resource/oss/endpoint). */
export function storedFiles(http: HttpClient) {
  return {
    /** Stores one file with the tenant's enabled storage; its attachment is recorded too. */
    upload(file: File): Promise<UploadedFileAnswer> {
      const form = new FormData();
      form.append('file', file);
      return http.post<UploadedFileAnswer>('/api/blade-resource/oss/endpoint/put-file', form);
    },
    /** A link to show or download a stored file: documents' links are signed and expire. */
    async freshLink(link: string): Promise<string> {
      return (await http.get<{ link: string }>('/api/blade-resource/oss/endpoint/link', { link })).link;
    },
  };
}

/** Saves a file from its link under a name, as a click on a download link does. */
export function download(link: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = link;
  anchor.download = fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}
