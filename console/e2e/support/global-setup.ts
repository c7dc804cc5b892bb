import { startProductServer } from './product-server';

/** Starts one product server for the whole run; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startProductServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  return () => server.stop();
}
