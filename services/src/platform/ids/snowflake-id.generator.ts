import { randomInt } from 'node:crypto';

/**
 * 64-bit time-ordered ids written as decimal strings (WIRE.md): 41 bits of milliseconds since
 * EPOCH_MS, 10 bits of worker id, 12 bits of sequence. The epoch is the one MyBatis-Plus (and so
 * the BladeX family) uses, so our ids look like the ones its clients already handle
 * ("1858000000000000001") and stay positive in a signed 64-bit column until 2080.
 */
export const EPOCH_MS = 1288834974657;

const WORKER_BITS = 10n;
const SEQUENCE_BITS = 12n;
export const MAX_WORKER_ID = (1 << Number(WORKER_BITS)) - 1;
const MAX_SEQUENCE = (1 << Number(SEQUENCE_BITS)) - 1;

export interface SnowflakeOptions {
  /** 0..1023; two processes writing the same tables need different ids. */
  workerId: number;
  /** Milliseconds since the Unix epoch; injected so tests can move time. */
  clock?: () => number;
}

export class SnowflakeIdGenerator {
  private readonly workerId: bigint;
  private readonly clock: () => number;
  private lastMs = -1;
  private sequence = 0;

  constructor(options: SnowflakeOptions) {
    const { workerId } = options;
    if (!Number.isInteger(workerId) || workerId < 0 || workerId > MAX_WORKER_ID) {
      throw new Error(`workerId must be an integer in 0..${MAX_WORKER_ID}, got ${workerId}`);
    }
    this.workerId = BigInt(workerId);
    this.clock = options.clock ?? Date.now;
  }

  next(): string {
    // When the clock steps back (NTP) we keep counting on the last timestamp instead of
    // waiting or failing: ids stay unique and increasing, slightly ahead of the wall clock.
    const now = Math.max(this.clock(), this.lastMs);
    if (now === this.lastMs) {
      this.sequence += 1;
      if (this.sequence > MAX_SEQUENCE) {
        // 4096 ids in one millisecond: borrow the next millisecond rather than spin.
        this.lastMs += 1;
        this.sequence = 0;
      }
    } else {
      this.lastMs = now;
      this.sequence = 0;
    }
    const elapsed = BigInt(this.lastMs - EPOCH_MS);
    const id =
      (elapsed << (WORKER_BITS + SEQUENCE_BITS)) | (this.workerId << SEQUENCE_BITS) | BigInt(this.sequence);
    return id.toString();
  }
}

/**
 * The worker id from WORKER_ID, else a random one: fine for a single process, and for several
 * only a 1-in-1024 collision chance per pair, so multi-process deployments set WORKER_ID.
 */
export function workerIdFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WORKER_ID;
  if (raw === undefined || raw === '') return randomInt(MAX_WORKER_ID + 1);
  const workerId = Number(raw);
  if (!Number.isInteger(workerId) || workerId < 0 || workerId > MAX_WORKER_ID) {
    throw new Error(`WORKER_ID must be an integer in 0..${MAX_WORKER_ID}, got "${raw}"`);
  }
  return workerId;
}
