import { HttpException } from '@nestjs/common';
import { ForbiddenError, UnauthorizedError } from '@platform/errors/domain-errors';
import { answerForKnownError, type ErrorAnswer } from '@platform/http/error-answer';
import { z } from 'zod';
import { validationErrorFrom } from './zod-validation';

/**
 * Errors raised by the frameworks rather than by our code: a zod error parsed outside parseWith,
 * Nest's HttpExceptions (unknown route, guards) and Fastify's request errors (malformed or empty
 * JSON, body too large), which Nest turns into HttpExceptions carrying only a status and English
 * text. `msg` is read by users, so these answer a fixed message per status; application code
 * throws the errors of errors/ to choose its own message.
 */
export const BAD_REQUEST_MSG = '请求参数格式不正确';
export const NOT_FOUND_MSG = '请求的资源不存在';
export const REQUEST_TOO_LONG_MSG = '请求地址或请求头过长';

const messages: Readonly<Record<number, string>> = {
  400: BAD_REQUEST_MSG,
  401: new UnauthorizedError().message,
  403: new ForbiddenError().message,
  404: NOT_FOUND_MSG,
  409: '数据冲突,请刷新后重试',
  413: '请求内容过大',
  414: REQUEST_TOO_LONG_MSG,
  415: '不支持的请求内容类型',
  431: REQUEST_TOO_LONG_MSG,
};

/** The answer for a framework error, or undefined when it is not one (or a 5xx: unexpected). */
export function answerForFrameworkError(error: unknown): ErrorAnswer | undefined {
  if (error instanceof z.core.$ZodError) return answerForKnownError(validationErrorFrom(error));
  if (error instanceof HttpException) return answerForStatus(error.getStatus());
  if (isFastifyRequestError(error)) return answerForStatus(error.statusCode);
  return undefined;
}

/**
 * Fastify's own refusals of a request (FST_ERR_CTP_INVALID_JSON_BODY, FST_ERR_CTP_BODY_TOO_LARGE,
 * FST_ERR_BAD_URL, ...) when they reach the error handler before Nest could wrap them.
 */
function isFastifyRequestError(error: unknown): error is { code: string; statusCode: number } {
  if (typeof error !== 'object' || error === null) return false;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return typeof code === 'string' && code.startsWith('FST_') && typeof statusCode === 'number';
}

export function answerForStatus(status: number): ErrorAnswer | undefined {
  if (status < 400 || status >= 500) return undefined;
  // WIRE.md's client knows 400, 401, 403, 404 and 409; any other client error is bad input.
  const code = status === 401 || status === 403 || status === 404 || status === 409 ? status : 400;
  return { code, msg: messages[status] ?? BAD_REQUEST_MSG, data: {} };
}
