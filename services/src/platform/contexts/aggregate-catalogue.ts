import type { Aggregate } from '@platform/contexts/aggregate';

/** Every aggregate of the running product, by type: what the audit explorer can fold. */
export class AggregateCatalogue {
  private readonly byType: ReadonlyMap<string, Aggregate>;

  constructor(aggregates: readonly Aggregate[]) {
    this.byType = new Map(aggregates.map((declared) => [declared.type, declared]));
  }

  find(type: string): Aggregate | undefined {
    return this.byType.get(type);
  }

  types(): string[] {
    return [...this.byType.keys()].sort();
  }
}
