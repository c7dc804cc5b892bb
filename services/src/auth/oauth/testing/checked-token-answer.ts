import { departureFrom } from '@platform/http/answers';
import { tokenAnswer, tokenRefusal } from '@services/auth/oauth/oauth.wire';

/**
 * Holds a token call's answer to the schema /api/docs shows for it (tokenAnswer on success,
 * tokenRefusal otherwise), as the test app holds enveloped answers to their @Answers: the token
 * call answers raw, so the test app does not see it.
 */
export function checkedTokenAnswer<Response extends { statusCode: number; json(): unknown }>(
  response: Response,
): Response {
  const schema = response.statusCode === 200 ? tokenAnswer : tokenRefusal;
  const departure = departureFrom(schema, response.json());
  if (departure !== undefined)
    throw new Error(`the token call answered outside its documented schema at ${departure}`);
  return response;
}
