import { createHmac } from 'node:crypto';

/**
 * The percent-encoding of Aliyun's RPC (POP) signature: RFC 3986 unreserved characters stay,
 * everything else is %XY of its UTF-8 bytes — stricter than encodeURIComponent, which keeps
 * ! ' ( ) *.
 */
export function popPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Signature version 1.0 of Aliyun's RPC APIs (help.aliyun.com, "签名机制"): the parameters but
 * Signature, sorted by name and encoded, form the canonical query; the string to sign is
 * `<METHOD>&%2F&<encoded canonical query>`, signed with HMAC-SHA1 under `<secret>&`, base64.
 */
export function popSignature(
  method: 'GET' | 'POST',
  params: Readonly<Record<string, string>>,
  secret: string,
): string {
  const canonical = Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${popPercentEncode(name)}=${popPercentEncode(params[name]!)}`)
    .join('&');
  const stringToSign = `${method}&${popPercentEncode('/')}&${popPercentEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}
