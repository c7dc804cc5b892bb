import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '@platform/clock/clock';
import { RefusedError } from '@platform/errors/domain-errors';
import { formatWireDay } from '@platform/http/wire-dates';
import { ParamQueries } from '@projections/system/param/param.queries';
import { validateCodePolicy } from '@services/auth/validate-code/validate-code.policy';
import { ValidateCodeHasher } from '@services/auth/validate-code/validate-code.hasher';
import { ValidateCodeRepository } from '@services/auth/validate-code/validate-code.repository';
import { SmsSenders } from '@services/resource/resource.public';

export const wrongCode = '验证码不正确';
export const tooManyWrongTries = '验证码错误次数过多，请重新获取';
export const dailyCapReached = '今日验证码发送次数已达上限，请明天再试';
export const tooSoon = (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`;

/**
 * Verification codes by SMS: six random digits, kept only as a keyed hash, valid for a few
 * minutes, used once, locked after too many wrong tries; sends limited per phone (one per
 * interval, a cap per day). The limits are system parameters (validate-code.policy.ts).
 *
 * The code is sent in the request rather than by a job: the person is waiting for it, and when
 * the provider fails they are told at once and may ask again (the failed send is not counted).
 */
@Injectable()
export class ValidateCodes {
  constructor(
    private readonly codes: ValidateCodeRepository,
    private readonly hasher: ValidateCodeHasher,
    private readonly params: ParamQueries,
    private readonly sms: SmsSenders,
    private readonly clock: Clock,
  ) {}

  async send(tenantId: string, phone: string): Promise<void> {
    const policy = await validateCodePolicy(this.params, tenantId);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeHash = await this.hasher.hash(tenantId, phone, code);
    const now = this.clock.now();
    const outcome = await this.codes.store({
      tenantId,
      phone,
      codeHash,
      now,
      expiresAt: new Date(now.getTime() + policy.validMinutes * 60_000),
      day: formatWireDay(now),
      resendAfter: new Date(now.getTime() - policy.resendSeconds * 1000),
      dailyCap: policy.dailyCap,
    });
    if (outcome === 'too-soon') throw new RefusedError(tooSoon(policy.resendSeconds));
    if (outcome === 'daily-cap') throw new RefusedError(dailyCapReached);
    try {
      await this.sms.send(tenantId, { phones: [phone], params: { code } });
    } catch (error) {
      await this.codes.forgetSend(tenantId, phone, codeHash);
      throw error;
    }
  }

  /** Uses the phone's code, or refuses: wrong, expired, used, or locked after too many tries. */
  async use(tenantId: string, phone: string, code: string): Promise<void> {
    const { maxWrongTries } = await validateCodePolicy(this.params, tenantId);
    const codeHash = await this.hasher.hash(tenantId, phone, code);
    const outcome = await this.codes.use({ tenantId, phone, codeHash, now: this.clock.now(), maxWrongTries });
    if (outcome === 'too-many-tries') throw new RefusedError(tooManyWrongTries);
    if (outcome !== 'valid') throw new RefusedError(wrongCode);
  }
}
