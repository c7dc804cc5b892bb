/**
 * BullMQ job ids are the idempotency keys, so that BullMQ itself drops a second job with the same
 * key. BullMQ refuses ids containing ':' (its key separator) and ids that read as integers (its
 * own counter's ids), so those are percent-encoded: '%' and ':' always, and the first character of
 * an integer-like key. Since every '%' of a key is encoded, the mapping is one-to-one and
 * decodeURIComponent reverses it.
 */
export function bullmqJobId(idempotencyKey: string): string {
  const escaped = idempotencyKey.replace(/[%:]/g, (character) => encodeURIComponent(character));
  return readsAsInteger(escaped) ? percentEncode(escaped[0]!) + escaped.slice(1) : escaped;
}

/** BullMQ's own test for an id it would take for one of its counter's. */
function readsAsInteger(id: string): boolean {
  return `${parseInt(id, 10)}` === id;
}

function percentEncode(character: string): string {
  return `%${character.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
}
