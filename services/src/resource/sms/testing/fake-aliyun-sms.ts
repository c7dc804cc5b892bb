import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerJson, readBody, startLoopbackServer } from '@infra/loopback/loopback-server';
import { popSignature } from '@services/resource/sms/aliyun-pop-signature';

export interface FakeAliyunSms {
  url: string;
  /** The parameters of every SendSms it accepted. */
  accepted(): Array<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Aliyun's SendSms as the adapter meets it, on loopback: it knows one access key and refuses,
 * as Aliyun does, a request whose signature does not match its parameters
 * (SignatureDoesNotMatch), an unknown key (InvalidAccessKeyId.NotFound) or a reused nonce.
 */
export async function startFakeAliyunSms(key: { id: string; secret: string }): Promise<FakeAliyunSms> {
  const accepted: Array<Record<string, string>> = [];
  const nonces = new Set<string>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const params = Object.fromEntries(new URLSearchParams(await readBody(request)));
    const answer = (status: number, body: object) => answerJson(response, status, body);
    if (params.AccessKeyId !== key.id) return answer(404, { Code: 'InvalidAccessKeyId.NotFound' });
    if (params.Signature !== popSignature('POST', params, key.secret))
      return answer(400, { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' });
    const nonce = params.SignatureNonce ?? '';
    if (nonces.has(nonce)) return answer(400, { Code: 'SignatureNonceUsed' });
    nonces.add(nonce);
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25')
      return answer(400, { Code: 'InvalidAction' });
    accepted.push(params);
    answer(200, { Code: 'OK', Message: 'OK', BizId: `${accepted.length}`, RequestId: nonce });
  }

  const server = await startLoopbackServer(handle);
  return { url: server.url, accepted: () => [...accepted], close: () => server.close() };
}
