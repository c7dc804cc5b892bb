import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * Serves the built console at /: its files where they exist, index.html for every other path
 * outside /api so that the console's router can answer deep links (/system/post/index, /404).
 * The build writes a .br and a .gz beside each file, and the one the browser accepts is sent as
 * it is (preCompressed, with Vary: Accept-Encoding), so no request compresses anything.
 * Content-hashed assets are cached for good; index.html is revalidated by its ETag (304 when
 * unchanged) so that a release shows at once.
 *
 * A route rather than an onRequest hook: Fastify waits for a handler that returns the reply
 * until the file is sent, where a hook that has not sent it yet lets the request go on to the
 * router while the file is still being opened (a second answer to the same request).
 */
export async function hostConsole(app: NestFastifyApplication, consoleDir: string): Promise<void> {
  const root = resolve(consoleDir);
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.get('/*', async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    // /api paths no route matched: the API's own 404 answer.
    if (path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    const file = await existingFile(root, path);
    if (file?.startsWith(`assets${sep}`)) return reply.sendFile(file, { maxAge: '365d', immutable: true });
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(file ?? 'index.html', { cacheControl: false });
  });
}

/** The path's file relative to root, or undefined when it names no file inside root. */
async function existingFile(root: string, path: string): Promise<string | undefined> {
  const full = resolve(root, `.${path}`);
  if (!full.startsWith(root + sep)) return undefined;
  const found = await stat(full).catch(() => undefined);
  return found?.isFile() ? full.slice(root.length + 1) : undefined;
}
