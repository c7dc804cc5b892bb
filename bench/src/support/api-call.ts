/** One call of the product's API with a token, answering the envelope's data or throwing its message. */
export async function apiCall<T>(
  productUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${productUrl}/api/${path}`, {
    method,
    headers: {
      'blade-auth': `bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await answer.json()) as { code: number; msg: string; data: T };
  if (envelope.code !== 200) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}
