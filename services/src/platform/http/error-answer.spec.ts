import { ReadModelLagError } from '@platform/commands/read-your-writes.port';
import { WrongExpectedRevisionError } from '@platform/event-store/event-store.port';
import {
  RefusedError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '@platform/errors/domain-errors';
import { answerForKnownError, CONCURRENT_WRITE_MSG, READ_MODEL_LAG_MSG } from './error-answer';

describe('answerForKnownError', () => {
  it.each([
    [new RefusedError('两次密码输入不一致'), 400, '两次密码输入不一致'],
    [new ValidationError('请输入参数名称'), 400, '请输入参数名称'],
    [new NotFoundError('用户不存在'), 404, '用户不存在'],
    [new ConflictError('编号已存在'), 409, '编号已存在'],
    [new ForbiddenError(), 403, '没有权限执行此操作'],
    [new UnauthorizedError(), 401, '请求未授权,请重新登录'],
    [new ForbiddenError('无权审核'), 403, '无权审核'],
  ])('answers %p with its status and message', (error, code, msg) => {
    expect(answerForKnownError(error)).toEqual({ code, msg, data: {} });
  });

  it('names the field of a validation error', () => {
    expect(answerForKnownError(new ValidationError('请输入参数名称', 'paramName'))).toEqual({
      code: 400,
      msg: '请输入参数名称',
      data: { field: 'paramName' },
    });
  });

  it('answers a lost revision race with 409 and a message for people, not the stream details', () => {
    const answer = answerForKnownError(new WrongExpectedRevisionError('goods-1', 3n, 4n));

    expect(answer).toEqual({ code: 409, msg: CONCURRENT_WRITE_MSG, data: {} });
    expect(answer?.msg).not.toContain('goods-1');
  });

  it('answers a kept write whose lists lag behind with 503, telling the user to refresh later', () => {
    expect(answerForKnownError(new ReadModelLagError(['param-read-model']))).toEqual({
      code: 503,
      msg: READ_MODEL_LAG_MSG,
      data: {},
    });
  });

  it('knows nothing of other errors', () => {
    expect(answerForKnownError(new Error('SELECT secret FROM x'))).toBeUndefined();
    expect(answerForKnownError('a string')).toBeUndefined();
  });

  it('keeps each error recognisable by name in logs', () => {
    expect(new NotFoundError('x').name).toBe('NotFoundError');
    expect(new ValidationError('x').name).toBe('ValidationError');
  });
});
