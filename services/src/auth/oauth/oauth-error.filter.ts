import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerFor } from '@platform/http/http-exception.filter';
import { SocialAccountNotRegisteredError } from '@services/auth/social/social-grant';

/**
 * The token call answers failures in the OAuth form of WIRE.md, `{ error_code,
 * error_description }`, not the envelope: BladeX clients read `error_description`.
 */
@Catch()
export class OAuthErrorFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { code, msg } = answerFor(exception, request);
    // An unregistered third-party identity: the console needs it to offer registration.
    const oauthId =
      exception instanceof SocialAccountNotRegisteredError ? { oauth_id: exception.oauthId } : {};
    void reply.status(code).send({ error_code: code, error_description: msg, ...oauthId });
  }
}
