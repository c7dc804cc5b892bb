import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { DestinationStream } from 'pino';
import type { RequestContextResolver } from '@platform/context/request-context.resolver';

export interface HttpAppOptions {
  /** A pino level: fatal, error, warn, info, debug, trace or silent. Default info. */
  logLevel?: string;
  /** Where logs go; standard output by default. Tests pass a stream to read them. */
  logStream?: DestinationStream;
  /**
   * Whether X-Forwarded-For names the client (Fastify's trustProxy): false (default) uses the
   * socket's address, true trusts every proxy, a number trusts that many hops, a string lists
   * trusted proxy addresses or CIDRs. Only behind a proxy that sets the header: otherwise any
   * client could choose the IP recorded in the audit trail.
   */
  trustProxy?: boolean | number | string;
  /** The IANA zone wire dates are written and read in. Default Asia/Shanghai. */
  timeZone?: string;
  /** Largest accepted request body in bytes. Default Fastify's 1 MiB. */
  bodyLimit?: number;
  /** The built console to serve at /; none when absent (an API-only process). */
  consoleDir?: string;
  /** Hold every answer to its route's @Answers schema (tests): a departure fails the request. */
  checkAnswers?: boolean;
  /** Who callers are; by default, what the module providing a RequestContextResolver says. Tests say it otherwise. */
  identity?: RequestContextResolver;
}

/** The options from LOG_LEVEL, TRUST_PROXY, TIME_ZONE, BODY_LIMIT and CONSOLE_DIR. */
export function httpOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): HttpAppOptions {
  return {
    logLevel: env.LOG_LEVEL || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    timeZone: env.TIME_ZONE || undefined,
    bodyLimit: env.BODY_LIMIT ? positiveInteger(env.BODY_LIMIT, 'BODY_LIMIT') : undefined,
    consoleDir: consoleDirFrom(env.CONSOLE_DIR),
  };
}

export function parseTrustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

function positiveInteger(raw: string, name: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * CONSOLE_DIR, else the console workspace's build (console/dist) when it exists. Found through the
 * workspace's package rather than from this file's folder, which differs between the sources and
 * the compiled server in dist/server.
 */
function consoleDirFrom(raw: string | undefined): string | undefined {
  if (raw) return raw;
  const built = resolve(dirname(require.resolve('@steward/console/package.json')), 'dist');
  return existsSync(resolve(built, 'index.html')) ? built : undefined;
}
