import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { errorEnvelope } from '@platform/http/envelope';
import { RUNTIME } from '@platform/runtime/platform.module';
import type { Runtime } from '@platform/runtime/runtime-services';
import { signingInAccount } from '@services/auth/rate-limit/signing-in-account';
import { isTokenRateLimited } from '@services/auth/rate-limit/token-rate-limited.decorator';
import { tokenRateLimitsFromEnv } from '@services/auth/rate-limit/token-rate-limits';

export const tooManyRequests = '请求过于频繁,请稍后再试';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * Counts the token call per client IP and per account (@fastify/rate-limit), and answers a
 * caller over either limit 429 with Retry-After before the call does any work. The counts live
 * in Redis when REDIS_URL is set, so that every API process shares them; else in this process.
 * Passwords cost argon2 work and lockout counts failures of one account: this bounds both.
 */
@Injectable()
export class TokenRateLimit implements OnModuleInit, OnModuleDestroy {
  private redis: Redis | undefined;

  constructor(
    private readonly host: HttpAdapterHost,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  async onModuleInit(): Promise<void> {
    const fastify = this.host.httpAdapter.getInstance<FastifyInstance>();
    const { redisUrl, jobQueue, env } = this.runtime.config;
    const limits = tokenRateLimitsFromEnv(env);
    if (redisUrl) {
      this.redis = new Redis(redisUrl);
      this.redis.on('error', (error: unknown) => console.error('[token rate limit]', error));
    }
    await fastify.register(rateLimit, {
      global: false,
      timeWindow: limits.windowMs,
      redis: this.redis,
      // Deployments sharing one Redis (JOB_QUEUE tells them apart) count their callers apart.
      nameSpace: `steward:rate-limit:${jobQueue ?? 'default'}:`,
    });
    const perIp = fastify.createRateLimit({
      max: limits.perIp,
      keyGenerator: (request) => `ip:${normalizeIP(request.ip)}`,
    });
    const perAccount = fastify.createRateLimit({
      max: limits.perAccount,
      keyGenerator: (request) => `account:${signingInAccount(request)}`,
    });
    // preHandler: the body is parsed by then, and a JSON body may name the account.
    fastify.addHook('preHandler', async (request, reply) => {
      if (!isTokenRateLimited(request)) return;
      const limiters = signingInAccount(request) === undefined ? [perIp] : [perIp, perAccount];
      const retryAfterSeconds = await firstRefusal(request, limiters);
      if (retryAfterSeconds === undefined) return;
      return reply
        .code(429)
        .header('retry-after', retryAfterSeconds)
        .send(errorEnvelope({ code: 429, msg: tooManyRequests, data: {} }));
    });
  }

  async onModuleDestroy(): Promise<void> {
    await this.redis?.quit();
  }
}

/** The seconds to wait under the first limit the request goes over, or undefined when none. */
async function firstRefusal(request: FastifyRequest, limiters: Limiter[]): Promise<number | undefined> {
  for (const limiter of limiters) {
    const limit = await limiter(request);
    if (!limit.isAllowed && limit.isExceeded) return Math.max(1, limit.ttlInSeconds);
  }
  return undefined;
}
