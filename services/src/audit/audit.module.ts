import { Module } from '@nestjs/common';
import { GraphQLModule } from '@nestjs/graphql';
import { MercuriusDriver, type MercuriusDriverConfig } from '@nestjs/mercurius';
import { SqlEventHistory } from '@platform/event-store/sql/sql-event-history';
import { answeringSubscriptionErrors, graphqlErrorAnswer } from '@platform/http/graphql-error-answer';
import { API_PREFIX } from '@platform/http/http-app';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { auditTypeDefs } from '@services/audit/audit.graphql';
import { AppendFeed } from '@services/audit/append-feed';
import { AuditResolver } from '@services/audit/audit.resolver';
import { AuditTrail } from '@services/audit/audit-trail';
import { FollowedStreams } from '@services/audit/followed-streams';
import { TrailExportController } from '@services/audit/trail-export/trail-export.controller';
import { AuditJobs } from '@services/audit/trail-export/trail-export.jobs';
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
      // Over the WebSocket of the same path (graphql-ws). Its upgrade is a request like any
      // other: the hooks settle who calls from its Blade-Auth header or blade-auth parameter (a
      // browser's WebSocket sends no headers), and the connection, started from that request's
      // handler, runs each subscription as that caller, so the same guard checks it.
      subscription: true,
      errorFormatter: graphqlErrorAnswer,
      transformSchema: answeringSubscriptionErrors,
    }),
  ],
  controllers: [TrailExportController],
  providers: [
    AuditResolver,
    AuditTrail,
    AppendFeed,
    FollowedStreams,
    {
      provide: SqlEventHistory,
      inject: [RUNTIME],
      useFactory: (runtime: Runtime) => new SqlEventHistory(runtime.infrastructure.database.db),
    },
    { provide: AuditJobs, useFactory: (runtime: Runtime) => runtime.jobs, inject: [RUNTIME] },
  ],
})
export class AuditModule {}
