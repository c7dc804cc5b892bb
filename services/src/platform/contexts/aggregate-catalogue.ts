import type { Aggregate } from '@platform/contexts/aggregate';

/** Every aggregate of the running product, by type: what the audit explorer can fold. */
export class AggregateCatalogue {
  private readonly byType: ReadonlyMap<string, Aggregate>;
  /** Each aggregate's stream id prefix, longest first: `merchant-cut-payments-` before `merchant-`. */
  private readonly byStreamPrefix: readonly { prefix: string; declared: Aggregate }[];

  constructor(aggregates: readonly Aggregate[]) {
    this.byType = new Map(aggregates.map((declared) => [declared.type, declared]));
    this.byStreamPrefix = aggregates
      .map((declared) => ({ prefix: declared.streamId(''), declared }))
      .sort((a, b) => b.prefix.length - a.prefix.length);
  }

  /**
   * The aggregate a stream is of, and the record's id in it, by the stream id its aggregate makes:
   * a type's name is not always the stream id's first word (`refund-order-…` is a refundOrder's).
   */
  ofStream(streamId: string): { declared: Aggregate; id: string } | undefined {
    const owner = this.byStreamPrefix.find(({ prefix }) => streamId.startsWith(prefix));
    return owner && { declared: owner.declared, id: streamId.slice(owner.prefix.length) };
  }

  find(type: string): Aggregate | undefined {
    return this.byType.get(type);
  }

  /** The stream ids of a type's records: its prefix, less the longer prefixes of other types that extend it. */
  streamsOf(declared: Aggregate): { prefix: string; besides: string[] } {
    const prefix = declared.streamId('');
    const besides = this.byStreamPrefix
      .map((other) => other.prefix)
      .filter((other) => other !== prefix && other.startsWith(prefix));
    return { prefix, besides };
  }

  types(): string[] {
    return [...this.byType.keys()].sort();
  }
}
