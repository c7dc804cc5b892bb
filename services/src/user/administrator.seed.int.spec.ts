import { SystemClock } from '@platform/clock/clock';
import { describeOnBothDatabases } from '@services/testing/test-app';
import { seedPlatformAdministrator } from '@services/user/administrator.seed';
import { PasswordHasher } from '@services/user/passwords/password-hasher';
import { userStreamId } from '@services/user/user.stream';
import { seedAdministrator } from '@infra/seed/platform-tenant.seed';

describeOnBothDatabases('the administrator seed at a later start', 'administrator_seed', (current) => {
  afterEach(() => jest.restoreAllMocks());

  it('finds the account the first start made, and neither writes nor hashes a password', async () => {
    const { executor, infrastructure } = current().runtime;
    const stream = userStreamId(seedAdministrator.id);
    const before = await infrastructure.store.readStream(stream);
    const hashing = jest.spyOn(PasswordHasher.prototype, 'hashPassword');

    const seeded = await seedPlatformAdministrator(executor, infrastructure.store, new SystemClock());

    expect(seeded).toBe(false);
    expect(hashing).not.toHaveBeenCalled();
    expect((await infrastructure.store.readStream(stream)).revision).toBe(before.revision);
    expect(before.revision).toBeGreaterThanOrEqual(0n);
  });
});
