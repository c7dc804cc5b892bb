import { ParamQueries } from '@projections/system/param/param.queries';

/**
 * The limits of verification codes. They are system parameters (blade-system/param), read at
 * every call: an administrator tunes them per tenant on the parameter screen, without a restart,
 * as account.failCount is tuned; the platform tenant's value is every tenant's default.
 */
export interface ValidateCodePolicy {
  validMinutes: number;
  maxWrongTries: number;
  resendSeconds: number;
  dailyCap: number;
}

export const defaultValidateCodePolicy: ValidateCodePolicy = {
  validMinutes: 5,
  maxWrongTries: 5,
  resendSeconds: 60,
  dailyCap: 10,
};

/** The parameter keys, by the limit they set. */
export const validateCodeParamKeys: Record<keyof ValidateCodePolicy, string> = {
  validMinutes: 'sms.code.validMinutes',
  maxWrongTries: 'sms.code.maxWrongTries',
  resendSeconds: 'sms.code.resendSeconds',
  dailyCap: 'sms.code.dailyCap',
};

export async function validateCodePolicy(
  params: ParamQueries,
  tenantId: string,
): Promise<ValidateCodePolicy> {
  const read = (limit: keyof ValidateCodePolicy) =>
    params.positiveInteger(tenantId, validateCodeParamKeys[limit], defaultValidateCodePolicy[limit]);
  const [validMinutes, maxWrongTries, resendSeconds, dailyCap] = await Promise.all([
    read('validMinutes'),
    read('maxWrongTries'),
    read('resendSeconds'),
    read('dailyCap'),
  ]);
  return { validMinutes, maxWrongTries, resendSeconds, dailyCap };
}
