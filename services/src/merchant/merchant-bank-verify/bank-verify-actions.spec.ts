import { verifyActions } from '@services/merchant/merchant-bank-verify/bank-verify-actions';

describe('what a listed merchant’s verification allows', () => {
  it('offers a request until the account is paid or proved, and the amount once paid', () => {
    expect(verifyActions({ status: 'unverified', sameAccount: false })).toEqual(['request']);
    expect(verifyActions({ status: 'requested', sameAccount: true })).toEqual(['request']);
    expect(verifyActions({ status: 'deposited', sameAccount: true })).toEqual(['verify']);
    expect(verifyActions({ status: 'verified', sameAccount: true })).toEqual([]);
    expect(verifyActions({ status: 'exhausted', sameAccount: true })).toEqual(['request']);
  });

  it('offers a request for an account the merchant named since, unless another is still being paid', () => {
    expect(verifyActions({ status: 'verified', sameAccount: false })).toEqual(['request']);
    expect(verifyActions({ status: 'deposited', sameAccount: false })).toEqual(['request', 'verify']);
    expect(verifyActions({ status: 'requested', sameAccount: false })).toEqual([]);
  });
});
