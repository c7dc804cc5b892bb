import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { creditCodeCheckCharacter } from '../../../services/src/merchant/merchant/merchant-checks';

type Envelope<T> = { code: number; msg: string; data: T };

export interface AdminApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, data: unknown): Promise<T>;
}

/** A node of a tree the server answers, such as the industry categories. */
export interface TreeNode {
  id: string;
  title: string;
  children?: TreeNode[];
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * The admin's calls, outside the browser, for what the screens under test take as given (a bank,
 * a category, a merchant); each answer must carry code 200.
 */
export async function adminApi(page: Page): Promise<AdminApi> {
  const basic = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;
  const login = await page.request.post(
    `/api/blade-auth/oauth/token?grant_type=password&tenantId=000000&username=admin&password=${md5('admin')}`,
    { headers: { authorization: basic } },
  );
  const token = ((await login.json()) as { access_token: string }).access_token;
  const headers = { 'blade-auth': `bearer ${token}`, authorization: basic };
  return {
    async get<T>(path: string): Promise<T> {
      const body = (await (await page.request.get(path, { headers })).json()) as Envelope<T>;
      expect(body.code, body.msg).toBe(200);
      return body.data;
    },
    async post<T>(path: string, data: unknown): Promise<T> {
      const body = (await (await page.request.post(path, { headers, data })).json()) as Envelope<T>;
      expect(body.code, body.msg).toBe(200);
      return body.data;
    },
  };
}

/**
 * A unified social credit code of this moment, with its check character. `prefix` (six digits:
 * the type and the region) keeps the codes of tests that run in the same millisecond apart.
 */
export function creditCode(prefix: string): string {
  const first17 = `${prefix}${String(Date.now() % 1e11).padStart(11, '0')}`;
  return first17 + creditCodeCheckCharacter(first17)!;
}
