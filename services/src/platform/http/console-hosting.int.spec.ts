import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHttpApp } from './http-app';
import { COMPRESSION_THRESHOLD_BYTES } from './response-compression';
import { ProbeModule } from './testing/probe.module';

const indexHtml = '<!doctype html><title>预付管家</title><div id="root"></div>';
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const scriptPath = '/assets/index-Bx4c9f0e.js';

/** What the build wrote: the server must send these bytes, not compress the file again. */
const brotliScript = brotliCompressSync(script);
const gzipScript = gzipSync(script);

/** A console build as Vite writes it: every file with its .br and .gz beside it. */
async function writeBuiltConsole(dir: string): Promise<void> {
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, scriptPath), script);
  await writeFile(join(dir, `${scriptPath}.br`), brotliScript);
  await writeFile(join(dir, `${scriptPath}.gz`), gzipScript);
  await writeFile(join(dir, 'index.html'), indexHtml);
  await writeFile(join(dir, 'index.html.br'), brotliCompressSync(indexHtml));
  await writeFile(join(dir, 'index.html.gz'), gzipSync(indexHtml));
}

describe('the console and the API on the wire', () => {
  let app: NestFastifyApplication;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = await mkdtemp(join(tmpdir(), 'console-hosting-'));
    await writeBuiltConsole(consoleDir);
    app = await createHttpApp(ProbeModule, { logLevel: 'silent', consoleDir });
  });

  afterAll(async () => {
    await app.close();
    await rm(consoleDir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  describe('a hashed asset', () => {
    it('arrives as its brotli file when the browser accepts brotli, cached for good', async () => {
      const response = await get(scriptPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(brotliScript)).toBe(true);
    });

    it('arrives as its gzip file when the browser accepts only gzip', async () => {
      const response = await get(scriptPath, { 'accept-encoding': 'gzip' });

      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.rawPayload.equals(gzipScript)).toBe(true);
    });

    it('arrives as it is for a client that accepts no encoding', async () => {
      const response = await get(scriptPath);

      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body).toBe(script);
    });
  });

  describe('index.html', () => {
    it('is revalidated on every visit and answers 304 while its ETag still matches', async () => {
      const first = await get('/', { 'accept-encoding': 'br' });
      const etag = first.headers.etag as string;

      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(first.rawPayload).toString()).toBe(indexHtml);
      expect(etag).toBeTruthy();

      const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('answers a deep link of the console, compressed and revalidated like /', async () => {
      const response = await get('/system/post/index', { 'accept-encoding': 'gzip' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(response.rawPayload).toString()).toBe(indexHtml);
    });
  });

  it('leaves an /api path that no route serves to the API, which answers 404 in its envelope', async () => {
    const response = await get('/api/no-such-route', { 'accept-encoding': 'br' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404, success: false });
  });

  describe('/api answers', () => {
    it('are compressed above the threshold', async () => {
      const response = await get('/api/docs-json', { 'accept-encoding': 'gzip, br' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const document = brotliDecompressSync(response.rawPayload);
      expect(document.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      expect(JSON.parse(document.toString())).toMatchObject({ openapi: expect.any(String) });
    });

    it('are sent as they are below the threshold', async () => {
      const response = await get('/api/probe/nothing', { 'accept-encoding': 'gzip, br' });

      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(response.json()).toMatchObject({ success: true });
    });
  });
});
