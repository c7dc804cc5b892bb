/**
 * What a decider, handler, repository or job says when it will not do what was asked. They
 * speak of the domain only; the HTTP edge (platform/http/error-answer.ts) chooses the status.
 * The message is what the user reads, so it is written for them, in the words of SPEC.md where
 * it gives them.
 */
export type DomainErrorKind =
  'invalid' | 'refused' | 'not-found' | 'conflict' | 'forbidden' | 'unauthenticated';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;

  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input that fails validation; `field` names the offending input field when one is known. */
export class ValidationError extends DomainError {
  readonly kind = 'invalid';

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** A business rule refuses the request (a state transition the record's state does not allow). */
export class RefusedError extends DomainError {
  readonly kind = 'refused';
}

export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** A write that collides with another one; the user retries after refreshing. */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** A known caller who lacks the right: the console stays signed in and shows the message. */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';

  constructor(message = '没有权限执行此操作') {
    super(message);
  }
}

/** No valid session: the console signs the user out. */
export class UnauthorizedError extends DomainError {
  readonly kind = 'unauthenticated';

  constructor(message = '请求未授权,请重新登录') {
    super(message);
  }
}
