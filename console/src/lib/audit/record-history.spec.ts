import { historyRecordOf, recordHistoryLocation } from '@console/lib/audit/record-history';

describe('the address of a record’s history', () => {
  it('opens the audit page on the record, and reads it back', () => {
    const location = recordHistoryLocation({ type: 'param', id: '1858000000000000001' });
    expect(location).toBe('/audit/explorer/index?type=param&id=1858000000000000001');
    expect(historyRecordOf(new URL(location, 'http://console.test').searchParams)).toEqual({
      type: 'param',
      id: '1858000000000000001',
    });
  });

  it('names no record without both its type and its id', () => {
    expect(historyRecordOf(new URLSearchParams('type=param'))).toBeUndefined();
    expect(historyRecordOf(new URLSearchParams(''))).toBeUndefined();
  });
});
