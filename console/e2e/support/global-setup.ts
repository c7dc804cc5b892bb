import { startFakeBank } from '../../../infra/src/fake-bank/fake-bank-server';
import { startLocalOidcProvider } from '../../../services/src/auth/social/testing/local-oidc-provider';
import { freePort, startProductServer } from './product-server';

/** The third-party provider the login page's GitHub button signs in with, during the run. */
export const thirdPartySource = 'github';

/**
 * Starts one product server for the whole run, with a real OpenID Connect provider on loopback
 * configured as its GitHub login, and a fake supervise bank of the run's own (E2E_BANK_URL), so
 * that tests can read what it paid and have it notify charges to the server; the returned
 * function stops all three.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const provider = await startLocalOidcProvider(
    `http://127.0.0.1:${port}/oauth/redirect/${thirdPartySource}`,
  );
  const socialProviders = [
    {
      source: thirdPartySource,
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      redirectUri: provider.redirectUri,
    },
  ];
  const bank = await startFakeBank({
    notifyUrl: `http://127.0.0.1:${port}/api/prepaid-payment/bank/charge-notify`,
  });
  const server = await startProductServer({
    port,
    env: { SOCIAL_PROVIDERS: JSON.stringify(socialProviders), SUPERVISE_BANK_URL: bank.url },
  });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATABASE_URL = server.databaseUrl;
  process.env.E2E_BANK_URL = bank.url;
  return async () => {
    await server.stop();
    await provider.close();
    await bank.close();
  };
}
