import { sqlStateOf } from '@platform/database/sql-state';

describe('the SQLSTATE of a failure', () => {
  it('is read from an error the server answered', () => {
    expect(sqlStateOf(Object.assign(new Error('duplicate key'), { code: '23505', severity: 'ERROR' }))).toBe(
      '23505',
    );
    expect(sqlStateOf({ code: 'ES409', severity: 'ERROR', detail: '3' })).toBe('ES409');
  });

  it('is absent when the server answered nothing: a lost connection or a failure of the client', () => {
    expect(sqlStateOf(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBeUndefined();
    expect(sqlStateOf(new Error('Connection terminated unexpectedly'))).toBeUndefined();
    expect(sqlStateOf(undefined)).toBeUndefined();
  });
});
