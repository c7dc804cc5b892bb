import { notifyPayloadLimit } from '@platform/database/gathered-notice';
import type { Appended } from '@platform/event-store/catch-up-loop';
import {
  formatGlobalPosition,
  type GlobalPosition,
  parseGlobalPosition,
} from '@platform/event-store/event-store.port';

/**
 * The payload of the NOTIFY that tells other processes of appends: who sent it (a store
 * ignores its own, having woken its loops already), their types and the last position. Types
 * too many to fit are left out, which wakes every loop there rather than none.
 */
export function encodeAppended(sender: string, types: readonly string[], position: GlobalPosition): string {
  const at = formatGlobalPosition(position);
  const full = JSON.stringify({ sender, types, at });
  return full.length < notifyPayloadLimit ? full : JSON.stringify({ sender, at });
}

/** Reads a payload back; one it cannot read (an older process's empty one) wakes every loop. */
export function decodeAppended(payload: string): Appended & { sender?: string } {
  try {
    const parsed = JSON.parse(payload) as { sender?: unknown; types?: unknown; at?: unknown };
    const position = parseGlobalPosition(parsed.at);
    return {
      ...(typeof parsed.sender === 'string' ? { sender: parsed.sender } : {}),
      ...(isStringArray(parsed.types) ? { types: parsed.types } : {}),
      ...(position ? { position } : {}),
    };
  } catch {
    return {};
  }
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
