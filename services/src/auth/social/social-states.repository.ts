import type { Selectable } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '@infra/schema/database';
import type { AuthSocialStateTable } from '@infra/schema/social-login.tables';

export type SocialStateRow = Selectable<AuthSocialStateTable>;

/** Sign-ins sent to a provider (table auth_social_state), by the sha256 of their state. */
export class SocialStatesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a state, clearing the expired ones first: nothing else removes abandoned sign-ins. */
  async save(row: SocialStateRow, now: Date): Promise<void> {
    await this.db.deleteFrom('auth_social_state').where('expires_at', '<=', now).execute();
    await this.db.insertInto('auth_social_state').values(row).execute();
  }

  /** Removes and answers the state in one statement: a state completes one sign-in at most. */
  async take(stateHash: string): Promise<SocialStateRow | undefined> {
    return this.db
      .deleteFrom('auth_social_state')
      .where('state_hash', '=', stateHash)
      .returningAll()
      .executeTakeFirst();
  }
}
