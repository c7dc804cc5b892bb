import { wireNow } from '@console/features/welcome/api/published-now';

describe('wireNow', () => {
  it('writes an instant in the wire zone, eight hours ahead of UTC', () => {
    expect(wireNow(new Date('2026-11-24T16:05:09Z'))).toBe('2026-11-25 00:05:09');
  });
});
