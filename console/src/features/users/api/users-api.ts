import { md5 } from 'js-md5';
import type { HttpClient } from '@console/lib/http/http-client';

const user = '/api/blade-user';

/** The blade-user calls beyond the generic list and detail (SPEC.md §7 User). */
export function usersApi(http: HttpClient) {
  return {
    /**
     * Adds with submit, the password hashed as every password leaves the browser (SPEC.md §5);
     * edits with update, which ignores the password, so none is sent.
     */
    save(body: Record<string, unknown>, adding: boolean) {
      if (!adding) {
        const { password: _password, ...rest } = body;
        return http.post(`${user}/update`, rest);
      }
      return http.post(`${user}/submit`, { ...body, password: md5(String(body.password ?? '')) });
    },
    resetPassword: (userIds: readonly string[]) =>
      http.post(`${user}/reset-password`, undefined, { query: { userIds } }),
    grant: (userIds: readonly string[], roleIds: readonly string[]) =>
      http.post(`${user}/grant`, undefined, { query: { userIds, roleIds } }),
    unlock: (userIds: readonly string[]) => http.post(`${user}/unlock`, undefined, { query: { userIds } }),
    /** Registrations from third-party login awaiting approval (status 0). */
    approve: (userIds: readonly string[]) =>
      http.post(`${user}/audit-pass`, undefined, { query: { userIds } }),
    refuse: (userIds: readonly string[]) =>
      http.post(`${user}/audit-refuse`, undefined, { query: { userIds } }),
  };
}
