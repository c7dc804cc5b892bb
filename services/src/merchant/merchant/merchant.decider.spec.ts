import { given } from '@platform/commands/given-when-then';
import { ConflictError, NotFoundError } from '@platform/errors/domain-errors';
import type { MerchantCommand } from '@services/merchant/merchant/merchant.commands';
import { merchantDecider } from '@services/merchant/merchant/merchant.decider';
import type { MerchantEvent } from '@services/merchant/merchant/merchant.events';
import { merchantProfile } from '@services/merchant/testing/merchant-fixtures';

const metadata = { tenantId: '000042', callerId: '7', at: '2024-05-01T02:00:00.000Z' };
const profile = merchantProfile();
const registered: MerchantEvent = {
  type: 'MerchantRegistered',
  data: {
    id: '11',
    tenantId: '000042',
    ...profile,
    createUser: '7',
    createDept: '3',
    createTime: metadata.at,
  },
};
const command = <C extends MerchantCommand>(type: C['type'], data: C['data'], tenantId = '000042') =>
  ({ type, data, metadata: { ...metadata, tenantId } }) as C;

describe('merchant decider', () => {
  it('registers a merchant in the caller tenant', () => {
    given(merchantDecider, [])
      .when(command('RegisterMerchant', { id: '11', createDept: '3', ...profile }))
      .then([registered]);
  });

  it('refuses to register the same id twice', () => {
    given(merchantDecider, [registered])
      .when(command('RegisterMerchant', { id: '11', createDept: '3', ...profile }))
      .thenRefuses(ConflictError, '商户已存在');
  });

  it('records a changed bank account as an update', () => {
    const changed = { ...profile, bankAccountNo: '6222020000000000002' };
    given(merchantDecider, [registered])
      .when(command('UpdateMerchant', changed))
      .then([{ type: 'MerchantUpdated', data: { id: '11', ...changed, by: '7', at: metadata.at } }]);
  });

  it('appends nothing when an update changes nothing', () => {
    given(merchantDecider, [registered])
      .when(command('UpdateMerchant', { ...profile }))
      .thenNothing();
  });

  it('sets rules once, without duplicates, and ignores the same set again', () => {
    const set: MerchantEvent = {
      type: 'MerchantRulesSet',
      data: { id: '11', tenantId: '000042', ruleIds: ['5', '6'], by: '7', at: metadata.at },
    };
    given(merchantDecider, [registered])
      .when(command('SetMerchantRules', { ruleIds: ['5', '6', '5'] }))
      .then([set]);
    given(merchantDecider, [registered, set])
      .when(command('SetMerchantRules', { ruleIds: ['5', '6'] }))
      .thenNothing();
  });

  it('removes a merchant once; afterwards it does not exist', () => {
    const removed: MerchantEvent = { type: 'MerchantRemoved', data: { id: '11', by: '7', at: metadata.at } };
    given(merchantDecider, [registered]).when(command('RemoveMerchant', {})).then([removed]);
    given(merchantDecider, [registered, removed])
      .when(command('UpdateMerchant', profile))
      .thenRefuses(NotFoundError, '商户不存在');
  });

  it('hides a merchant from every other tenant', () => {
    given(merchantDecider, [registered])
      .when(command('RemoveMerchant', {}, '100001'))
      .thenRefuses(NotFoundError, '商户不存在');
    given(merchantDecider, [])
      .when(command('UpdateMerchant', profile))
      .thenRefuses(NotFoundError, '商户不存在');
  });
});
