import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import { SqlEventHistory } from '@platform/event-store/sql/sql-event-history';
import { graphqlErrorAnswer } from '@platform/http/graphql-error-answer';
import { API_PREFIX } from '@platform/http/http-app';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime';
import { auditTypeDefs } from '@services/audit/audit.graphql';
import { AuditResolver } from '@services/audit/audit.resolver';
import { AuditTrail } from '@services/audit/audit-trail';
import { jsonScalar } from '@services/audit/json.scalar';

/**
 * The audit explorer: GraphQL on Mercurius at /api/graphql, registered on the same Fastify
 * instance as REST, so that the same hooks settle who calls (Blade-Auth) and the same guard
 * checks the codes. Read-only: no mutation exists.
 */
@Module({
  imports: [
    GraphQLModule.forRoot<MercuriusDriverConfig>({
      driver: MercuriusDriver,
      path: `/${API_PREFIX}/graphql`,
      typeDefs: auditTypeDefs,
      resolvers: { JSON: jsonScalar },
      graphiql: false,
      errorFormatter: graphqlErrorAnswer,
    }),
  ],
  providers: [
    AuditResolver,
    AuditTrail,
    {
      provide: SqlEventHistory,
      inject: [RUNTIME],
      useFactory: (runtime: Runtime) => new SqlEventHistory(runtime.infrastructure.database.db),
    },
  ],
})
export class AuditModule {}
