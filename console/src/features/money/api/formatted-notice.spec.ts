import { formattedNotice } from '@console/features/money/api/formatted-notice';

describe('a bank notice for reading', () => {
  it('indents a JSON body', () => {
    expect(formattedNotice('{"bankSerial":"B-1","amount":100}')).toBe(
      '{\n  "bankSerial": "B-1",\n  "amount": 100\n}',
    );
  });

  it('shows a body that is not JSON as it arrived', () => {
    expect(formattedNotice('bankSerial=B-1&')).toBe('bankSerial=B-1&');
  });
});
