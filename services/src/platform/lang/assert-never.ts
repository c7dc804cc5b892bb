/** Ends an exhaustive switch: the compiler proves it unreachable, and it throws if it is not. */
export function assertNever(value: never): never {
  throw new Error(`unhandled case ${JSON.stringify(value)}`);
}
