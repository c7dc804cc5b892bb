import fc from 'fast-check';
import type { Answer, tenantCaller } from '@services/testing/tenant-caller';

export type Call = ReturnType<typeof tenantCaller>;
export type Fields = Record<string, unknown>;

/** What a command does to the record: change some of its fields, or remove it. */
export type Command = { kind: 'edit'; values: Fields } | { kind: 'remove' };

/** A reply's data once it is known to have succeeded. */
export async function dataOf<T>(reply: Promise<Answer<T>>, what: string): Promise<T> {
  const answer = await reply;
  succeeded(answer, what);
  return answer.data;
}

/**
 * One aggregate type as the property test drives it: through its REST commands, read back from
 * its read model, and the part of its folded state that read model shows.
 */
export interface ReadModelScenario {
  type: string;
  /** Random edits of the fields the read model shows. */
  edits: fc.Arbitrary<Fields>;
  /** Creates a record (the `n`-th of the run) and answers its id. */
  create(call: Call, n: number): Promise<string>;
  apply(call: Call, id: string, command: Command): Promise<void>;
  /** The record as the read model holds it now; undefined when it holds none. */
  readModel(call: Call, id: string): Promise<Fields | undefined>;
  /** The fields `readModel` answers, from the state folded by the aggregate's own rules. */
  fromState(state: unknown): Fields | undefined;
}

/** Text every edited field takes as it is: no trimming or case to tell the two sides apart. */
export const word = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
/** A folded state of a record that exists (not absent, not removed). */
export const present = (state: unknown): state is Fields =>
  typeof state === 'object' && state !== null && (state as Fields).status === 'present';
/** The named fields of a record, in the same shape on both sides of the comparison. */
export const picked = (source: Fields, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, source[field]]));
/** Throws unless the call succeeded: a scenario's commands are all valid. */
export const succeeded = (answer: Answer, what: string) => {
  if (answer.code !== 200) throw new Error(`${what}: ${answer.code} ${answer.msg}`);
};
/** An action the record offers must succeed; one it does not offer must be refused (and so write nothing). */
export const answeredAsOffered = (answer: Answer, offered: boolean, what: string) => {
  if (offered) succeeded(answer, what);
  else if (answer.code === 200) throw new Error(`${what}: not offered, yet not refused`);
};
