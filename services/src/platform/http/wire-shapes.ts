import { z } from 'zod';

/**
 * The scalars of WIRE.md as a handler answers them, before the reply serializer writes them:
 * ids are decimal strings, times are Dates (written "yyyy-MM-dd HH:mm:ss" in the wire time zone),
 * money is decimal text ("128.00").
 */
export const wire = {
  id: z.string().regex(/^\d+$/),
  time: z.date(),
  money: z.string().regex(/^-?\d+\.\d{2}$/),
};

/** Who made and last changed a record, and when, and its status: every record answers them. */
export const auditFields = {
  createUser: wire.id.nullable(),
  createDept: wire.id.nullable(),
  createTime: wire.time,
  updateUser: wire.id.nullable(),
  updateTime: wire.time,
  status: z.number().int(),
};

/** WIRE.md's page object around `record`. */
export function pageOf<Record extends z.ZodType>(record: Record) {
  return z.strictObject({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}

/** A shape as the client reads it: the reply serializer has written every Date as wire text. */
export type Serialized<T> = T extends Date
  ? string
  : T extends readonly (infer Item)[]
    ? Serialized<Item>[]
    : T extends object
      ? { [Key in keyof T]: Serialized<T[Key]> }
      : T;

/** The answer of a call that has nothing to say but that it succeeded. */
export const nothing = z.strictObject({});

/**
 * A node of a generic tree (WIRE.md "Generic tree nodes"), titled by a name: "0" is the top
 * level's parentId, and `children` is absent on a leaf.
 */
export const treeNode = z.strictObject({
  id: wire.id,
  parentId: wire.id,
  title: z.string(),
  key: wire.id,
  value: wire.id,
  hasChildren: z.boolean(),
  get children() {
    return z.array(treeNode).optional();
  },
});
export type TreeNode = z.output<typeof treeNode>;
