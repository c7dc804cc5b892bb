import { Inject, Injectable } from '@nestjs/common';
import type { RequestContext } from '@platform/context/request-context';
import { ValidationError } from '@platform/errors/domain-errors';
import { ResourceHandlers } from '@platform/resource-registry/resource.handlers';
import { ResourceRepository, type WireRecord } from '@platform/resource-registry/resource.repository';
import { withoutMaskedSecrets, withSecretsMasked } from '@platform/resource-registry/resource-secrets';
import { DatasourceSecrets } from '@services/develop/datasource/datasource-secret';
import { datasourceResource } from '@services/develop/datasource/datasource.resource';

/**
 * Saves data sources as the registry saves any record, except that a password given in clear
 * is sealed first: events and the read model only ever hold it sealed. A password sent back
 * as the mask keeps the stored one.
 */
@Injectable()
export class DatasourceHandlers {
  constructor(
    private readonly handlers: ResourceHandlers,
    private readonly records: ResourceRepository,
    @Inject(DatasourceSecrets) private readonly secrets: DatasourceSecrets,
  ) {}

  async submit(
    id: string | undefined,
    submitted: Record<string, unknown>,
    caller: RequestContext,
  ): Promise<WireRecord | undefined> {
    const { values } = withoutMaskedSecrets(datasourceResource, submitted);
    const stored = id === undefined ? {} : await this.records.detail(datasourceResource, caller.tenantId, id);
    const broken = datasourceResource.validate?.({ ...stored, ...values });
    if (broken) throw new ValidationError(broken);
    if (typeof values.password === 'string') values.password = this.secrets.seal(values.password);
    const { answer } = await this.handlers.submit(datasourceResource, id, values, caller);
    return answer && withSecretsMasked(datasourceResource, answer);
  }
}
