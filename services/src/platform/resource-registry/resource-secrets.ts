import type { Resource } from '@platform/resource-registry/define-resource';

/** What reads answer for a stored credential (field.secret), and what a form sends back unchanged. */
export const secretMask = '******';

function secretFields(resource: Resource): string[] {
  return Object.entries(resource.fields)
    .filter(([, field]) => field.secret)
    .map(([name]) => name);
}

/** The record as reads answer it: each stored credential replaced by the mask. */
export function withSecretsMasked<R extends Record<string, unknown>>(resource: Resource, record: R): R {
  const masked: Record<string, unknown> = { ...record };
  for (const name of secretFields(resource)) if (masked[name]) masked[name] = secretMask;
  return masked as R;
}

/**
 * The submitted values without the credentials sent back as the mask, which keep their stored
 * values (an update changes only what it names); `kept` says whether any was left out.
 */
export function withoutMaskedSecrets(
  resource: Resource,
  values: Record<string, unknown>,
): { values: Record<string, unknown>; kept: boolean } {
  const masked = secretFields(resource).filter((name) => values[name] === secretMask);
  const rest = Object.fromEntries(Object.entries(values).filter(([name]) => !masked.includes(name)));
  return { values: rest, kept: masked.length > 0 };
}
