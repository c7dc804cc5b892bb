import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
  grantTypes: string[];
  redirectUris: string[];
  accessTokenValidity: number;
  refreshTokenValidity: number;
}

/** The registered OAuth clients, read from their read model (blade-system/client). */
export class OAuthClientsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async find(clientId: string): Promise<OAuthClient | undefined> {
    const row = await this.db
      .selectFrom('blade_client')
      .select([
        'client_id',
        'client_secret',
        'authorized_grant_types',
        'web_server_redirect_uri',
        'access_token_validity',
        'refresh_token_validity',
      ])
      .where('client_id', '=', clientId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      clientId: row.client_id,
      clientSecret: row.client_secret,
      grantTypes: commaList(row.authorized_grant_types),
      redirectUris: commaList(row.web_server_redirect_uri ?? ''),
      accessTokenValidity: row.access_token_validity,
      refreshTokenValidity: row.refresh_token_validity,
    };
  }
}

function commaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
