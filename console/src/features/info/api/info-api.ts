import { md5 } from 'js-md5';
import type { HttpClient } from '@console/lib/http/http-client';

/** The signed-in user's own record, as blade-user/info answers it. */
export interface OwnInfo {
  avatar: string | null;
  name: string | null;
  realName: string | null;
  phone: string | null;
  email: string | null;
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

/** blade-user calls of the personal info page and the upload endpoint of blade-resource. */
export function infoApi(http: HttpClient) {
  return {
    info: () => http.get<OwnInfo>('/api/blade-user/info'),
    updateInfo: (info: OwnInfo) => http.post('/api/blade-user/update-info', info),
    /** All three passwords travel md5-hashed, as query parameters (WIRE.md "Writes"). */
    updatePassword: ({ oldPassword, newPassword, newPassword1 }: PasswordChange) =>
      http.request('POST', '/api/blade-user/update-password', {
        query: {
          oldPassword: md5(oldPassword),
          newPassword: md5(newPassword),
          newPassword1: md5(newPassword1),
        },
      }),
    /** The stored file's address (SPEC.md §7: data.link). */
    async uploadFile(file: File): Promise<string> {
      const form = new FormData();
      form.append('file', file);
      return (
        await http.post<{ link: string }>('/api/blade-resource/oss/endpoint/put-file?purpose=avatar', form)
      ).link;
    },
  };
}
