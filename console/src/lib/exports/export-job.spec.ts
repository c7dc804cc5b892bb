import { downloadUrl, isFinished, progressOf } from '@console/lib/exports/export-job';

describe('export jobs', () => {
  it.each([
    [undefined, 0],
    [{ status: 'waiting', progress: 0 }, 0],
    [{ status: 'active', progress: 45 }, 0.45],
    [{ status: 'active', progress: 180 }, 1],
    [{ status: 'active', progress: Number.NaN }, 0],
    [{ status: 'completed', progress: 90 }, 1],
  ] as const)('progress of %p is %p', (job, fraction) => {
    expect(progressOf(job)).toBe(fraction);
  });

  it('is finished when completed or failed', () => {
    expect(isFinished({ status: 'completed' })).toBe(true);
    expect(isFinished({ status: 'failed' })).toBe(true);
    expect(isFinished({ status: 'active' })).toBe(false);
    expect(isFinished({ status: 'waiting' })).toBe(false);
  });

  it('downloads from the link, with the token as blade-auth when given', () => {
    expect(downloadUrl('/api/blade-resource/oss/endpoint/file/a.xlsx')).toBe(
      '/api/blade-resource/oss/endpoint/file/a.xlsx',
    );
    expect(downloadUrl('/f/a.xlsx', 't0k')).toBe('/f/a.xlsx?blade-auth=bearer%20t0k');
    expect(downloadUrl('/f/a.xlsx?v=1', 't')).toBe('/f/a.xlsx?v=1&blade-auth=bearer%20t');
  });
});
