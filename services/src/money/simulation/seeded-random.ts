/**
 * Random numbers from a seed (mulberry32): the same seed plays the same simulation, so that a
 * run can be repeated and a test can know what a run did.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** In [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** A whole number in [min, max]. */
  between(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('nothing to pick from');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** One of the keys, each as likely as its weight. */
  weighted<Key extends string>(weights: Readonly<Record<Key, number>>): Key {
    const entries = Object.entries(weights) as Array<[Key, number]>;
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let left = this.next() * total;
    for (const [key, weight] of entries) {
      left -= weight;
      if (left < 0) return key;
    }
    return entries[entries.length - 1]![0];
  }

  /** `count` distinct whole numbers of [0, size), in no particular order. */
  sample(size: number, count: number): number[] {
    const pool = Array.from({ length: size }, (_, index) => index);
    for (let index = 0; index < Math.min(count, size); index++) {
      const other = this.between(index, size - 1);
      [pool[index], pool[other]] = [pool[other]!, pool[index]!];
    }
    return pool.slice(0, Math.min(count, size));
  }
}
