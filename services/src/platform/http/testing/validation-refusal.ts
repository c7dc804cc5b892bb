import { ValidationError } from '@platform/errors/domain-errors';

/** The message and field of the ValidationError `run` throws; fails the test if it throws none. */
export function validationRefusal(run: () => unknown): { msg: string; field: string | undefined } {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return { msg: error.message, field: error.field };
    throw error;
  }
  throw new Error('expected a ValidationError');
}
