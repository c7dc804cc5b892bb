import { given } from '@platform/commands/given-when-then';
import { type UniqueKeyHeld, uniqueKeyDecider } from '@platform/commands/unique-key.decider';
import { ValidationError } from '@platform/errors/domain-errors';

const at = '2026-11-21T01:00:00.000Z';
const taken = { message: '该统一社会信用代码已登记', field: 'creditCode' };
const hold = (owner: string) => ({ type: 'HoldKey' as const, owner, at, taken });
const release = (owner: string) => ({ type: 'ReleaseKey' as const, owner, at });
const heldBy = (owner: string): UniqueKeyHeld => ({ type: 'UniqueKeyHeld', data: { owner, at } });

describe('a unique value', () => {
  it('is held by the first owner', () => {
    given(uniqueKeyDecider, [])
      .when(hold('42'))
      .then([heldBy('42')]);
  });

  it('refuses another owner while held, in the words and field the command gives', () => {
    given(uniqueKeyDecider, [heldBy('42')])
      .when(hold('43'))
      .thenRefuses(ValidationError, taken.message);
    try {
      uniqueKeyDecider.decide(hold('43'), { holder: '42' });
    } catch (error) {
      expect((error as ValidationError).field).toBe('creditCode');
    }
    expect.assertions(3);
  });

  it('lets its holder hold it again without a new event (a save that keeps the value)', () => {
    given(uniqueKeyDecider, [heldBy('42')])
      .when(hold('42'))
      .thenNothing();
  });

  it('is free once its holder releases it', () => {
    const released = { type: 'UniqueKeyReleased' as const, data: { owner: '42', at } };
    given(uniqueKeyDecider, [heldBy('42')])
      .when(release('42'))
      .then([released]);
    given(uniqueKeyDecider, [heldBy('42'), released])
      .when(hold('43'))
      .then([heldBy('43')]);
  });

  it('ignores a release by anyone but the holder, and of a free value', () => {
    given(uniqueKeyDecider, [heldBy('42')])
      .when(release('43'))
      .thenNothing();
    given(uniqueKeyDecider, []).when(release('42')).thenNothing();
  });
});
