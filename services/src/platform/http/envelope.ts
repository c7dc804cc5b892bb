import type { ErrorAnswer } from '@platform/http/error-answer';

/** Every answer except the token call's (WIRE.md): the HTTP status always equals `code`. */
export interface Envelope<T = unknown> {
  code: 200 | ErrorAnswer['code'];
  success: boolean;
  data: T | Record<string, never>;
  msg: string;
}

export const SUCCESS_MSG = '操作成功';

export function successEnvelope<T>(data: T, msg = SUCCESS_MSG): Envelope<T> {
  return { code: 200, success: true, data: data ?? {}, msg };
}

export function errorEnvelope({ code, msg, data }: ErrorAnswer): Envelope {
  return { code, success: false, data, msg };
}

/** A handler's result together with its own success message; see withMessage. */
export class MessagedResult<T> {
  constructor(
    readonly data: T,
    readonly msg: string,
  ) {}
}

/** Lets a handler answer its own success message: `return withMessage({}, '删除成功')`. */
export function withMessage<T>(data: T, msg: string): MessagedResult<T> {
  return new MessagedResult(data, msg);
}
