import { type RequestContext, runWithRequestContext } from '@platform/context/request-context';
import type { Resource } from '@platform/resource-registry/define-resource';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { ResourceRepository } from '@platform/resource-registry/resource.repository';
import { paramResource } from '@services/system/param/param.resource';
import { tenantResource } from '@services/system/tenant/tenant.resource';
import { describeOnBothDatabases } from '@services/testing/test-app';

const platformAdministrator: RequestContext = {
  requestId: 'decided-record',
  tenantId: '000000',
  userId: '1123598821738675201',
  account: 'admin',
  deptId: '1123598813738675201',
  roleIds: [],
  clientIp: '127.0.0.1',
};

/**
 * A submit answers the record from what the write decided, not from a read of its row: the
 * answer must be what a detail read answers, field kind by field kind (texts, integers, ids,
 * times, and blanks), for a created record and an updated one.
 */
describeOnBothDatabases('a submit answered from the decided record', 'decided-record', (current) => {
  const handlers = () => current().app.get(ResourceHandlers);
  const records = () => current().app.get(ResourceRepository);
  const as = <T>(work: () => Promise<T>) => runWithRequestContext(platformAdministrator, work);

  async function expectAnsweredAsRead(resource: Resource, id: string | undefined, values: object) {
    const saved = await as(() => handlers().submit(resource, id, { ...values }, platformAdministrator));
    const read = await as(() => records().detail(resource, platformAdministrator.tenantId, saved.id));
    expect(read).toBeDefined();
    expect(saved.answer).toEqual(read);
    return saved;
  }

  it('answers a created and an updated parameter as its detail', async () => {
    const values = { paramName: '答', paramKey: 'decided.key', paramValue: ' 1 ', remark: null };
    const { id } = await expectAnsweredAsRead(paramResource, undefined, values);
    await expectAnsweredAsRead(paramResource, id, { ...values, paramValue: '2', remark: '改' });
  });

  it('answers a record with integers, ids, times and blanks as its detail', async () => {
    const [tenant] = await as(() => records().select(tenantResource, platformAdministrator.tenantId));
    const { id, ...rest } = tenant!;
    const values = Object.fromEntries(
      Object.keys(tenantResource.fields).map((field) => [field, rest[field] ?? null]),
    );
    await expectAnsweredAsRead(tenantResource, id, {
      ...values,
      accountNumber: 7,
      expireTime: '2030-01-02T03:04:05.000Z',
      domain: null,
      packageId: null,
    });
  });
});
