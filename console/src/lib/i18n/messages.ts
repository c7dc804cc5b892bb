/**
 * The English messages of a feature must have exactly the Chinese keys: a missing or extra key
 * fails to compile (STYLE.md §9).
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export function featureMessages<const Zh extends object>(zh: Zh, en: Translation<Zh>) {
  return { zh, en };
}
