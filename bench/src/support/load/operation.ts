/** What one request of a load ended as: its latency, or why it failed. */
export type Outcome =
  | { kind: 'ok'; latencyMs: number }
  /** Answered, but a read-back did not show the write. */
  | { kind: 'miss'; latencyMs: number; why: string }
  | { kind: 'error'; why: string };

export interface Operation {
  /** One request of client `client`; `seq` is unique in the run. */
  run(client: number, seq: string): Promise<Outcome>;
  close(): Promise<void>;
}
