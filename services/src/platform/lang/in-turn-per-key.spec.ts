import { InTurnPerKey } from '@platform/lang/in-turn-per-key';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('InTurnPerKey', () => {
  it('runs the work of one key one at a time, in order, and other keys beside it', async () => {
    const inTurn = new InTurnPerKey();
    const log: string[] = [];
    const step = (name: string) => async () => {
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
      return name;
    };
    const answers = await Promise.all([
      inTurn.run('a', step('a1')),
      inTurn.run('a', step('a2')),
      inTurn.run('b', step('b1')),
    ]);
    expect(answers).toEqual(['a1', 'a2', 'b1']);
    const at = (entry: string) => log.indexOf(entry);
    expect(at('a2 starts')).toBeGreaterThan(at('a1 ends'));
    expect(at('b1 starts')).toBeLessThan(at('a1 ends'));
  });

  it('goes on after a failure, answers it to its own caller, and forgets idle keys', async () => {
    const inTurn = new InTurnPerKey();
    const failed = inTurn.run('a', () => Promise.reject(new Error('refused')));
    const next = inTurn.run('a', () => Promise.resolve('next'));
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
    await tick();
    expect(inTurn.busyKeys).toBe(0);
  });
});
