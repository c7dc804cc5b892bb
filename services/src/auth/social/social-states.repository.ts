import type { Kysely, Selectable } from 'kysely';
import type { Timestamp } from '@infra/schema/column-types';
import type { Database } from '@infra/schema/database';

/** A sign-in sent to a provider (migration 0021), waiting for the user to come back; only the state's sha256. */
export interface AuthSocialStateTable {
  state_hash: string;
  source: string;
  tenant_id: string;
  code_verifier: string;
  expires_at: Timestamp;
}

// A state table, not a read model (no events write it): its one writer, below, declares it.
declare module '@infra/schema/database' {
  interface Database {
    auth_social_state: AuthSocialStateTable;
  }
}

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
