/**
 * The SQLSTATE of an error the database server answered for a statement (node-postgres and PGlite
 * both carry it beside its severity), or undefined for any other failure: a lost connection, a
 * client-side timeout (whose `code` is a Node one, such as ECONNRESET), a bug. When the server
 * answers an error, the statement it refused has been rolled back.
 */
export function sqlStateOf(error: unknown): string | undefined {
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  return typeof severity === 'string' && typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
    ? code
    : undefined;
}
