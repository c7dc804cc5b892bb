import { PushedValues } from '@services/audit/pushed-values';

describe('PushedValues', () => {
  it('hands over values in the order pushed, to a waiting next() and to later ones', async () => {
    const values = new PushedValues<number>(() => {});
    const waiting = values.next();
    values.push(1);
    values.push(2);
    values.push(3);
    expect(await waiting).toEqual({ value: 1, done: false });
    expect(await values.next()).toEqual({ value: 2, done: false });
    expect(await values.next()).toEqual({ value: 3, done: false });
  });

  it('ends a waiting next() at once on return(), runs onEnd once, and ignores later pushes', async () => {
    let ends = 0;
    const values = new PushedValues<number>(() => {
      ends++;
    });
    const waiting = values.next();
    await values.return();
    await values.return();
    values.push(1);
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(await values.next()).toEqual({ value: undefined, done: true });
    expect(ends).toBe(1);
  });
});
