import { md5 } from 'js-md5';
import { site } from '@console/config/site';
import type { HttpClient } from '@console/lib/http/http-client';
import type { SessionMenus } from '@console/lib/session/session.machine';
import type { Credentials, MenuNode, Scope, TokenAnswer } from '@console/lib/session/session.types';

const tokenPath = '/api/blade-auth/oauth/token';

/** The query a third-party provider sends the browser back with. */
export interface ProviderAnswer {
  code: string;
  state: string;
  /** Sent by providers that name themselves in their answer (RFC 9207). */
  iss?: string;
}

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

    /** A six-digit code by SMS to `phone` (prepaid-message), for the sms_code grant below. */
    sendPhoneCode: (tenantId: string, phone: string) =>
      http.post(
        '/api/prepaid-message/sendValidateMessage',
        { tenantId, phone },
        { headers: { 'Tenant-Id': tenantId } },
      ),

    /** The sms_code grant: the account of the tenant with this phone, by the code sent to it. */
    phoneLogin: (tenantId: string, phone: string, code: string) =>
      http.request<TokenAnswer>('POST', tokenPath, {
        query: { grant_type: 'sms_code', tenantId, phone, code, scope: site.loginScope, type: 'phone' },
        headers: { 'Tenant-Id': tenantId },
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

    /** Where to send the browser to sign in with a third-party provider, into `tenantId`. */
    thirdPartyAddress: (source: string, tenantId: string) =>
      http.get<{ authorizeUrl: string }>(`/api/blade-auth/oauth/render/${encodeURIComponent(source)}`, {
        tenantId,
      }),

    /**
     * The social grant, with what the provider sent the browser back with. Silent: the callback
     * page tells an unregistered identity (it offers registration) from a real failure.
     */
    socialLogin: (source: string, answer: ProviderAnswer) =>
      http.request<TokenAnswer>('POST', tokenPath, {
        query: { grant_type: 'social', source, ...answer, scope: site.loginScope },
        silent: true,
      }),

    /** The tenant served on a domain, if any, to fill in the login form. */
    tenantOfDomain: (domain: string) =>
      http.get<{ tenantId?: string }>('/api/blade-system/tenant/info', { domain }, { silent: true }),

    /** Silent: an expired token must not stop the browser from forgetting the session. */
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
