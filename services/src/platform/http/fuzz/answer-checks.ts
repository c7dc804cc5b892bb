import type { LightMyRequestResponse as Response } from 'fastify';

/** The one call that answers OAuth's own form rather than the envelope (WIRE.md). */
const TOKEN_PATH = '/api/blade-auth/oauth/token';
const BANK_NOTICE_PATH = '/api/prepaid-payment/bank/charge-notify';

/**
 * What is wrong with an answer, or undefined: no 5xx ever; every failure in the envelope with
 * code equal to the status and a message for the user, in Chinese (the token call: OAuth's
 * error form);
 * every JSON success in the envelope too, except the token call's and raw downloads.
 */
export function answerProblem(path: string, response: Response): string | undefined {
  const status = response.statusCode;
  if (status >= 500) return `answered ${status}: ${response.body.slice(0, 300)}`;
  const json = parsedJson(response);
  if (path === TOKEN_PATH) {
    // A body Fastify cannot parse fails before the route's OAuth filter: that one is the envelope.
    if (status === 200 || isOAuthRefusal(json, status) || isEnvelope(json, status)) return undefined;
    return `neither an OAuth refusal nor the envelope: ${response.body.slice(0, 300)}`;
  }
  if (status !== 200 || json !== undefined) {
    if (!isEnvelope(json, status)) return `not the envelope (${status}): ${response.body.slice(0, 300)}`;
  }
  return undefined;
}

function parsedJson(response: Response): unknown {
  if (!String(response.headers['content-type'] ?? '').includes('application/json')) return undefined;
  try {
    return JSON.parse(response.body) as unknown;
  } catch {
    return undefined;
  }
}

function isEnvelope(json: unknown, status: number): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const { code, success, data, msg } = json as Record<string, unknown>;
  return (
    code === status &&
    success === (status === 200) &&
    typeof data === 'object' &&
    data !== null &&
    isForUsers(msg)
  );
}

/** A message users can read: in Chinese, as every message the product writes is. */
const isForUsers = (msg: unknown) => typeof msg === 'string' && /[\u4e00-\u9fff]/.test(msg);

function isOAuthRefusal(json: unknown, status: number): boolean {
  if (typeof json !== 'object' || json === null) return false;
  const { error_code: code, error_description: description } = json as Record<string, unknown>;
  return code === status && isForUsers(description);
}

/**
 * Whether a refused call may still write: a failed sign-in is counted toward the lockout, and a
 * refused bank notice is kept in the payment data log (MONEY.md §2: every notice, first).
 */
export const writesOnRefusal = (path: string) => path === TOKEN_PATH || path === BANK_NOTICE_PATH;
