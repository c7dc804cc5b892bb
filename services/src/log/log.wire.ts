import { z } from 'zod';
import { wire } from '@platform/http/wire-shapes';

/**
 * What blade-log's lists and details answer, declared once as the answers' schemas (/api/docs,
 * and checked against every answer in tests), with the types the console imports.
 */

const logFields = {
  id: wire.id,
  tenantId: z.string(),
  createTime: wire.time,
};

/** One API call: who, what, how it went. `params` is its query and body, secrets redacted. */
export const apiLogRecord = z.strictObject({
  ...logFields,
  userId: z.string(),
  account: z.string(),
  method: z.string(),
  requestUri: z.string(),
  params: z.string(),
  remoteIp: z.string(),
  status: z.number().int(),
  /** Milliseconds from the request's arrival to its answer. */
  time: z.number().int(),
  requestId: z.string(),
});
export type ApiLogRecord = z.output<typeof apiLogRecord>;

export const errorLogSources = ['server', 'console'] as const;

/**
 * A server exception (source 'server': the request it failed, found by requestId) or an error
 * of the console (source 'console': type, the page's url in requestUri, what it knew in info).
 */
export const errorLogRecord = z.strictObject({
  ...logFields,
  userId: z.string(),
  source: z.enum(errorLogSources),
  type: z.string(),
  message: z.string(),
  stack: z.string(),
  info: z.string(),
  method: z.string(),
  requestUri: z.string(),
  remoteIp: z.string(),
  requestId: z.string(),
});
export type ErrorLogRecord = z.output<typeof errorLogRecord>;

export const usualLogLevels = ['info', 'warn', 'error'] as const;
export type UsualLogLevel = (typeof usualLogLevels)[number];

/** A business message of the services: `logId` says what about, `logData` the message. */
export const usualLogRecord = z.strictObject({
  ...logFields,
  logLevel: z.enum(usualLogLevels),
  logId: z.string(),
  logData: z.string(),
});
export type UsualLogRecord = z.output<typeof usualLogRecord>;
