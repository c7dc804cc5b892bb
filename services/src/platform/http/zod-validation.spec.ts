import { z } from 'zod';
import { validationRefusal } from './testing/validation-refusal';
import { parseWith } from './zod-validation';

const refusal = (schema: z.ZodType, value: unknown) => validationRefusal(() => parseWith(schema, value));

describe('parseWith', () => {
  it("answers the schema's own message, naming the field", () => {
    expect(refusal(z.object({ name: z.string({ error: '请输入名称' }) }), {})).toEqual({
      msg: '请输入名称',
      field: 'name',
    });
  });

  it("answers zod's default messages in Chinese, for schemas that give none", () => {
    const { msg, field } = refusal(z.object({ items: z.array(z.string()) }), { items: 'x' });

    expect(field).toBe('items');
    expect(msg).toMatch(/[\u4e00-\u9fff]/);
    expect(msg).not.toMatch(/Invalid input/);
  });

  it('names the first key an object that takes no others was given', () => {
    expect(refusal(z.strictObject({}), { extra: 1, more: 2 }).field).toBe('extra');
  });
});
