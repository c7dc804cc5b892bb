import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { errorEnvelope } from './envelope';
import { answerForStatus } from './framework-errors';

/** The parser's codes for a request line or head longer than Node accepts (maxHeaderSize). */
const TOO_LONG = new Set(['HPE_HEADER_OVERFLOW', 'HPE_URI_TOO_LONG']);

/**
 * Node refuses some requests before Fastify sees them: a URL or head over maxHeaderSize, a
 * malformed request line. Fastify's default answers those in its own JSON; this answers the
 * envelope, so the console has a msg to show whatever went wrong.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  // Both are client errors, which always have an answer.
  const answer = answerForStatus(TOO_LONG.has(error.code ?? '') ? 431 : 400)!;
  const body = JSON.stringify(errorEnvelope(answer));
  socket.end(
    `HTTP/1.1 ${answer.code} ${STATUS_CODES[answer.code]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
