import { type Kysely, sql } from 'kysely';
import type { Timestamp } from '@infra/schema/column-types';
import type { Database } from '@infra/schema/database';

/** The latest verification code of a tenant's phone, and its send counts (migration 0084). */
export interface AuthValidateCodeTable {
  tenant_id: string;
  phone: string;
  /** Null once the code was used. */
  code_hash: string | null;
  expires_at: Timestamp;
  wrong_tries: number;
  last_sent_at: Timestamp;
  /** yyyy-MM-dd in the tenant's time zone: day_sends counts this day's sends. */
  sent_day: string;
  day_sends: number;
}

// A state table, not a read model (no events write it): its one writer, below, declares it.
declare module '@infra/schema/database' {
  interface Database {
    auth_validate_code: AuthValidateCodeTable;
  }
}

export interface NewCode {
  tenantId: string;
  phone: string;
  codeHash: string;
  now: Date;
  expiresAt: Date;
  day: string;
  /** No send when the last was after this instant. */
  resendAfter: Date;
  dailyCap: number;
}

export interface CodeAttempt {
  tenantId: string;
  phone: string;
  codeHash: string;
  now: Date;
  maxWrongTries: number;
}

export type SendOutcome = 'stored' | 'too-soon' | 'daily-cap';
export type CheckOutcome = 'valid' | 'wrong' | 'too-many-tries' | 'no-code';

/**
 * Verification codes in the SQL database. Each rule is decided inside one statement, so racing
 * sends cannot both pass the 60-second rule and racing checks cannot exceed the wrong tries.
 */
export class ValidateCodeRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores a new code in place of the phone's last, when the send limits allow it. */
  async store(code: NewCode): Promise<SendOutcome> {
    const stored = await this.db
      .insertInto('auth_validate_code')
      .values({
        tenant_id: code.tenantId,
        phone: code.phone,
        code_hash: code.codeHash,
        expires_at: code.expiresAt,
        wrong_tries: 0,
        last_sent_at: code.now,
        sent_day: code.day,
        day_sends: 1,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['tenant_id', 'phone'])
          .doUpdateSet({
            code_hash: code.codeHash,
            expires_at: code.expiresAt,
            wrong_tries: 0,
            last_sent_at: code.now,
            sent_day: code.day,
            day_sends: sql<number>`CASE WHEN auth_validate_code.sent_day = ${code.day}
              THEN auth_validate_code.day_sends + 1 ELSE 1 END`,
          })
          .where('auth_validate_code.last_sent_at', '<=', code.resendAfter)
          .where((eb) =>
            eb.or([
              eb('auth_validate_code.sent_day', '<>', code.day),
              eb('auth_validate_code.day_sends', '<', code.dailyCap),
            ]),
          ),
      )
      .returning('phone')
      .executeTakeFirst();
    if (stored) return 'stored';
    const row = await this.row(code.tenantId, code.phone);
    return row && row.last_sent_at > code.resendAfter ? 'too-soon' : 'daily-cap';
  }

  /**
   * Undoes a send the provider did not take: the code is void and neither limit counts it, so
   * the person may ask again at once.
   */
  async forgetSend(tenantId: string, phone: string, codeHash: string): Promise<void> {
    await this.db
      .updateTable('auth_validate_code')
      .set({
        code_hash: null,
        last_sent_at: new Date(0),
        day_sends: sql<number>`greatest(day_sends - 1, 0)`,
      })
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .where('code_hash', '=', codeHash)
      .execute();
  }

  /** Uses the code when it matches, is unexpired and not locked by wrong tries; else counts a wrong try. */
  async use(attempt: CodeAttempt): Promise<CheckOutcome> {
    const live = liveCode(attempt);
    const used = await this.db
      .updateTable('auth_validate_code')
      .set({ code_hash: null })
      .where(live)
      .where('code_hash', '=', attempt.codeHash)
      .returning('phone')
      .executeTakeFirst();
    if (used) return 'valid';
    const counted = await this.db
      .updateTable('auth_validate_code')
      .set({ wrong_tries: sql<number>`wrong_tries + 1` })
      .where(live)
      .returning('wrong_tries')
      .executeTakeFirst();
    if (counted) return 'wrong';
    const row = await this.row(attempt.tenantId, attempt.phone);
    const locked = row?.code_hash != null && row.expires_at > attempt.now;
    return locked ? 'too-many-tries' : 'no-code';
  }

  private row(tenantId: string, phone: string) {
    return this.db
      .selectFrom('auth_validate_code')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('phone', '=', phone)
      .executeTakeFirst();
  }
}

/** The phone's code, while it may still be tried: unused, unexpired, not locked by wrong tries. */
function liveCode({ tenantId, phone, now, maxWrongTries }: CodeAttempt) {
  return sql<boolean>`tenant_id = ${tenantId} AND phone = ${phone} AND code_hash IS NOT NULL
    AND expires_at > ${now} AND wrong_tries < ${maxWrongTries}`;
}
