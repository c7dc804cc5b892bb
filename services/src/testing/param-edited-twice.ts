import type { tenantCaller } from '@services/testing/tenant-caller';

/**
 * Creates a parameter in `tenant` with the value v0 and edits it to v1, then v2, 20 ms apart (so
 * that an instant falls between two edits): a stream of three events. Answers the parameter's id.
 */
export async function paramEditedTwice(
  call: ReturnType<typeof tenantCaller>,
  tenant: string,
  key: string,
): Promise<string> {
  const submit = (values: Record<string, string>) =>
    call('POST', '/api/blade-system/param/submit', { paramName: key, paramKey: key, ...values }, tenant);
  await submit({ paramValue: 'v0' });
  const list = await call<{ records: { id: string }[] }>(
    'GET',
    `/api/blade-system/param/list?paramKey=${key}`,
    undefined,
    tenant,
  );
  const id = list.data.records[0]!.id;
  for (const value of ['v1', 'v2']) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    await submit({ id, paramValue: value });
  }
  return id;
}
