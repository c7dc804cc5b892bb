/**
 * A bank notice's body for reading: JSON indented, anything else (a body too broken to parse,
 * which is why it was rejected) exactly as it arrived.
 */
export function formattedNotice(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
