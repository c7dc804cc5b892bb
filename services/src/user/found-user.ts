import { NotFoundError } from '@platform/errors/domain-errors';
import { userNotFound } from '@services/user/user.decider';

/** A user absent from the read model, or hidden from the caller, answers 404 "用户不存在". */
export function foundUser<T>(record: T | undefined): T {
  if (!record) throw new NotFoundError(userNotFound);
  return record;
}
