import { leaveRequestProblems, wireTime } from '@console/features/workflow/api/leave-request';

const request = {
  processDefinitionId: 'leave:1:1',
  startTime: '2026-12-01 09:00:00',
  endTime: '2026-12-05 18:00:00',
  reason: '探亲',
};

describe('a leave request before it is sent', () => {
  it('has no problem when both times, in order, and a reason are given', () => {
    expect(leaveRequestProblems(request)).toEqual({});
  });

  it('names each missing field', () => {
    expect(leaveRequestProblems({ ...request, startTime: '', endTime: '', reason: '  ' })).toEqual({
      startTime: 'startTime',
      endTime: 'endTime',
      reason: 'reason',
    });
  });

  it('refuses an end that is not after the start', () => {
    expect(leaveRequestProblems({ ...request, endTime: request.startTime })).toEqual({
      endTime: 'endBeforeStart',
    });
  });

  it('writes a datetime-local value as the wire does', () => {
    expect(wireTime('2026-12-01T09:30')).toBe('2026-12-01 09:30:00');
    expect(wireTime('2026-12-01T09:30:15')).toBe('2026-12-01 09:30:15');
    expect(wireTime('')).toBe('');
  });
});
