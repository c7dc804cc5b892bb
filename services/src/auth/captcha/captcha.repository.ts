import type { Kysely } from 'kysely';
import type { Timestamp } from '@infra/schema/column-types';
import type { Database } from '@infra/schema/database';
import type { CaptchaStore, StoredCaptcha } from '@services/auth/captcha/captcha-store.port';

/** A captcha waiting for the login that answers it (migration 0005). */
export interface AuthCaptchaTable {
  key: string;
  code: string;
  expires_at: Timestamp;
}

// A state table, not a read model (no events write it): its one writer, below, declares it.
declare module '@infra/schema/database' {
  interface Database {
    auth_captcha: AuthCaptchaTable;
  }
}

/** Captchas in the SQL database (table auth_captcha), when there is no Redis. */
export class CaptchaRepository implements CaptchaStore {
  readonly kind = 'sql';

  constructor(private readonly db: Kysely<Database>) {}

  async save(key: string, captcha: StoredCaptcha, nowMs: number): Promise<void> {
    // Nothing else removes the captchas nobody answered: each new one clears the expired ones,
    // a range scan on the expiry index that stays as small as five minutes of logins.
    await this.db.deleteFrom('auth_captcha').where('expires_at', '<=', new Date(nowMs)).execute();
    await this.db
      .insertInto('auth_captcha')
      .values({ key, code: captcha.code, expires_at: new Date(captcha.expiresAtMs) })
      .execute();
  }

  async take(key: string): Promise<StoredCaptcha | undefined> {
    // One statement: of two concurrent deletes of the row, only one returns it.
    const row = await this.db
      .deleteFrom('auth_captcha')
      .where('key', '=', key)
      .returning(['code', 'expires_at'])
      .executeTakeFirst();
    return row && { code: row.code, expiresAtMs: row.expires_at.getTime() };
  }

  async peekCode(key: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('auth_captcha')
      .select('code')
      .where('key', '=', key)
      .executeTakeFirst();
    return row?.code;
  }

  /** The database belongs to the process, which closes it. */
  async close(): Promise<void> {}
}
