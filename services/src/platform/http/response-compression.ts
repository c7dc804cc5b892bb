import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Below this an answer goes as it is: compressing a few hundred bytes costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * JSON and text answers above the threshold go brotli or gzip compressed, as the caller's
 * Accept-Encoding allows (brotli at the plugin's fast default level, not the slow maximum).
 * Only JSON and text: stored uploads (images, PDF, xlsx) are compressed formats already, and the
 * console's files arrive compressed at build time (console-hosting.ts).
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: /^(?:application\/json|text\/)/,
  });
}
