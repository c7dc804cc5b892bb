import type { Provider } from '@nestjs/common';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';

type QueriesClass<Queries> = new (db: Runtime['infrastructure']['database']['db']) => Queries;

/**
 * A read model's queries for a context's module, over the connection that reads as the
 * request's tenant: on PostgreSQL, row-level security is the second wall behind each query's
 * own tenant filter.
 */
export function tenantReads<Queries>(Queries: QueriesClass<Queries>): Provider {
  return {
    provide: Queries,
    useFactory: (runtime: Runtime) => new Queries(runtime.infrastructure.database.tenantReads),
    inject: [RUNTIME],
  };
}

/**
 * Over the owner connection, for reads that filter the tenant themselves and must not pass the
 * row-level policy (it hides indexes from ILIKE; see goods) or that span tenants (sign-in).
 */
export function ownerReads<Queries>(Queries: QueriesClass<Queries>): Provider {
  return {
    provide: Queries,
    useFactory: (runtime: Runtime) => new Queries(runtime.infrastructure.database.db),
    inject: [RUNTIME],
  };
}
