import { md5 } from 'js-md5';
import { site } from '@console/config/site';
import type { SessionMenus } from '@console/features/session/machines/session.machine';
import type { Credentials, MenuNode, Scope, TokenAnswer } from '@console/features/session/session.types';
import type { HttpClient } from '@console/lib/http/http-client';

const tokenPath = '/api/blade-auth/oauth/token';

export interface Captcha {
  key: string;
  /** A data URL for an <img>. */
  image: string;
}

/** The blade-auth calls the session makes (SPEC.md §7, WIRE.md "The token call"). */
export function authApi(http: HttpClient) {
  return {
    captcha: () => http.get<Captcha>('/api/blade-auth/oauth/captcha'),

    /** The captcha grant; the password travels as the md5 hex of what the user typed. */
    login: (credentials: Credentials) =>
      http.request<TokenAnswer>('POST', tokenPath, {
        query: {
          grant_type: 'captcha',
          tenantId: credentials.tenantId,
          username: credentials.account,
          password: md5(credentials.password),
          scope: site.loginScope,
          type: 'account',
        },
        headers: {
          'Tenant-Id': credentials.tenantId,
          'Captcha-Key': credentials.captchaKey,
          'Captcha-Code': credentials.captchaCode,
        },
      }),

    /** A refresh, optionally into another department and role (switch mode). */
    refresh: (refreshToken: string, tenantId: string, scope?: Scope) =>
      http.request<TokenAnswer>('POST', tokenPath, {
        query: { grant_type: 'refresh_token', refresh_token: refreshToken, tenantId, scope: site.loginScope },
        headers: {
          'Tenant-Id': tenantId,
          ...(scope ? { 'Dept-Id': scope.deptId, 'Role-Id': scope.roleId } : {}),
        },
      }),

    /** Silent: an expired token must not stop the browser from forgetting the session. */
    /** The tenant served on a domain, if any, to fill in the login form. */
    tenantOfDomain: (domain: string) =>
      http.get<{ tenantId?: string }>('/api/blade-system/tenant/info', { domain }, { silent: true }),

    logout: () => http.get('/api/blade-auth/oauth/logout', undefined, { silent: true }),

    clearCache: () => http.get('/api/blade-auth/oauth/clear-cache'),

    async menus(): Promise<SessionMenus> {
      const [menu, buttons] = await Promise.all([
        http.get<MenuNode[]>('/api/blade-system/menu/routes'),
        http.get<MenuNode[]>('/api/blade-system/menu/buttons'),
      ]);
      return { menu, permissions: leafCodes(buttons) };
    },
  };
}

/** Each leaf of the button tree is a permission code (WIRE.md "Menus and permissions"). */
export function leafCodes(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((node) => (node.children?.length ? leafCodes(node.children) : [node.code]));
}
