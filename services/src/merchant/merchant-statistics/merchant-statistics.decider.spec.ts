import { given } from '@platform/commands/given-when-then';
import { merchantDayStatisticsDecider } from '@services/merchant/merchant-statistics/merchant-statistics.decider';
import type { MerchantDayStatisticsRecorded } from '@services/merchant/merchant-statistics/merchant-statistics.events';

const figures = (depositAmount: string): MerchantDayStatisticsRecorded['data'] => ({
  tenantId: '000042',
  merchantId: '77',
  statDate: '2026-11-24',
  orderCount: 2,
  depositAmount,
  consumeAmount: '50.00',
  refundAmount: '20.00',
});
const record = (depositAmount: string) => ({
  type: 'RecordMerchantDayStatistics' as const,
  data: figures(depositAmount),
  metadata: { tenantId: '000000', callerId: '0', at: '2026-11-25T02:00:00.000Z' },
});
const recorded = (depositAmount: string): MerchantDayStatisticsRecorded => ({
  type: 'MerchantDayStatisticsRecorded',
  data: figures(depositAmount),
});

describe('merchant day statistics decider', () => {
  it("records a day's totals", () => {
    given(merchantDayStatisticsDecider, [])
      .when(record('200.00'))
      .then([recorded('200.00')]);
  });
  it('replaces them when a recount differs, and records nothing when it does not', () => {
    given(merchantDayStatisticsDecider, [recorded('200.00')])
      .when(record('230.00'))
      .then([recorded('230.00')]);
    given(merchantDayStatisticsDecider, [recorded('200.00')])
      .when(record('200.00'))
      .then([]);
  });
});
