import { currentRequestContext, type RequestContext, runWithRequestContext } from './request-context';

const context: RequestContext = {
  requestId: 'req-1',
  tenantId: '000000',
  userId: '1',
  account: 'admin',
  deptId: '0',
  roleIds: ['1'],
  clientIp: '127.0.0.1',
};

describe('request context', () => {
  it('is current inside runWithRequestContext, across awaits and timers', async () => {
    const seen = await runWithRequestContext(context, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return currentRequestContext();
    });

    expect(seen).toBe(context);
  });

  it('keeps concurrent requests apart', async () => {
    const other = { ...context, requestId: 'req-2', tenantId: '123456' };
    const read = (ctx: RequestContext, delayMs: number) =>
      runWithRequestContext(ctx, async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        return currentRequestContext().tenantId;
      });

    expect(await Promise.all([read(context, 5), read(other, 1)])).toEqual(['000000', '123456']);
  });

  it('throws outside a request', () => {
    expect(() => currentRequestContext()).toThrow(/outside an HTTP request/);
  });
});
