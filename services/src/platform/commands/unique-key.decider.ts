import type { Decider, DomainEvent } from '@platform/commands/decider';
import { onNewStream, stepOn, type StreamStepsTarget } from '@platform/commands/stream-steps.decider';
import { ValidationError } from '@platform/errors/domain-errors';
import { assertNever } from '@platform/lang/assert-never';

/**
 * A value that must be unique within a tenant (a merchant's credit code, a user's account) held by
 * one owner. One stream per value makes uniqueness hold under concurrent writes: the hold is
 * appended in the same atomic write as the record that takes the value (streamStepsDecider), so
 * of two racing saves only one can succeed. A kind whose every value is held (plain records:
 * submits and seeds hold theirs) needs no read-model check before the write; the others keep
 * one, for records written before their values were held.
 */
export function uniqueKeyStreamId(kind: string, tenantId: string, value: string): string {
  return `unique-${kind}-${tenantId}-${value}`;
}

export type UniqueKeyCommand =
  | {
      type: 'HoldKey';
      owner: string;
      at: string;
      /** The refusal when another owner holds the value: its message and the input field. */
      taken: { message: string; field: string };
    }
  | { type: 'ReleaseKey'; owner: string; at: string };

export type UniqueKeyHeld = DomainEvent<'UniqueKeyHeld', { owner: string; at: string }>;
export type UniqueKeyReleased = DomainEvent<'UniqueKeyReleased', { owner: string; at: string }>;
export type UniqueKeyEvent = UniqueKeyHeld | UniqueKeyReleased;

export type UniqueKeyState = { holder?: string };

export const uniqueKeyDecider: Decider<UniqueKeyCommand, UniqueKeyEvent, UniqueKeyState> = {
  initialState: () => ({}),

  evolve(_state, event) {
    switch (event.type) {
      case 'UniqueKeyHeld':
        return { holder: event.data.owner };
      case 'UniqueKeyReleased':
        return {};
      default:
        return assertNever(event);
    }
  },

  decide(command, { holder }) {
    const { owner, at } = command;
    switch (command.type) {
      case 'HoldKey':
        if (holder === owner) return [];
        if (holder !== undefined) throw new ValidationError(command.taken.message, command.taken.field);
        return [{ type: 'UniqueKeyHeld', data: { owner, at } }];
      case 'ReleaseKey':
        // Only the holder lets go: a release computed from a stale read cannot free another's value.
        return holder === owner ? [{ type: 'UniqueKeyReleased', data: { owner, at } }] : [];
      default:
        return assertNever(command);
    }
  },
};

/** A kind of unique value: its name in stream ids, and the refusal when it is taken. */
export interface UniqueKeyKind {
  kind: string;
  taken: { message: string; field: string };
}

/**
 * The stream parts of one owner's values of a kind, to write beside the owner's own stream:
 * `hold` a value; `claim` one the owner never held, which is most often free, so its stream is
 * presumed new (a taken value costs a failed append and a read, then the refusal); `move` from
 * the value it had (read before the write) to the one it takes; `release` the one it gives up.
 * Records written before their values were held have none to release or move from: `undefined`
 * there writes nothing.
 */
export function uniqueKeySteps(key: UniqueKeyKind, tenantId: string, owner: string, at: string) {
  const on = (value: string) => uniqueKeyStreamId(key.kind, tenantId, value);
  const hold = (value: string): StreamStepsTarget =>
    stepOn(on(value), uniqueKeyDecider, { type: 'HoldKey', owner, at, taken: key.taken });
  const claim = (value: string): StreamStepsTarget => onNewStream(hold(value));
  const release = (value: string | undefined): StreamStepsTarget[] =>
    value === undefined ? [] : [stepOn(on(value), uniqueKeyDecider, { type: 'ReleaseKey', owner, at })];
  const move = (previous: string | undefined, next: string): StreamStepsTarget[] =>
    previous === next ? [hold(next)] : [claim(next), ...release(previous)];
  return { hold, claim, release, move };
}
