import type { FieldPrototype } from '@services/develop/model/model.wire';

/** What one generation works from: the generator setting, its model and the model's fields. */
export interface GeneratorInput {
  code: { codeName: string; serviceName: string; apiPath: string; resourceName: string; modulePath: string };
  model: { modelName: string; modelTable: string };
  /** The table has a tenant_id column: each tenant's records are its own. */
  tenantScoped: boolean;
  prototypes: readonly FieldPrototype[];
}
