import { z } from 'zod';
import { auditFields, pageOf, wire } from '@platform/http/wire-shapes';

/**
 * The shapes of a user as blade-user and blade-auth answer them: declared once here, as the
 * answers' schemas (/api/docs, and checked against every answer in tests), with the types the
 * read model's queries return. None of them has a place for the password hash or the lock and
 * failure counters, so an answer that carried them would fail the check.
 */

/** Ids joined by commas, as WIRE.md writes a user's roleId, deptId and postId: "1,2", "" for none. */
const commaIds = z.string().regex(/^(\d+(,\d+)*)?$/);

/** A user as the admin screens and the user's own info screen show it (user/page, detail, submit, info). */
export const userRecord = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  account: z.string(),
  code: z.string().nullable(),
  userType: z.number().int(),
  name: z.string(),
  realName: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** A day without time, "yyyy-MM-dd". */
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  sex: z.number().int().nullable(),
  roleId: commaIds,
  deptId: commaIds,
  postId: commaIds,
  ...auditFields,
});
export type UserRecord = z.output<typeof userRecord>;

export const userPage = pageOf(userRecord);

/** user/platform-detail: the user with its settings for its own client platform (null when none were given). */
export const userWithPlatform = userRecord.extend({ userExt: z.string().nullable() });

/**
 * The signed-in user as oauth/user-info answers it: the user account that signing in and the
 * token answer read (UserAccountQueries) without its password hash. Its ids are arrays, unlike
 * userRecord's comma lists.
 */
export const signedInUser = z.strictObject({
  id: wire.id,
  tenantId: z.string(),
  account: z.string(),
  name: z.string(),
  realName: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  roleIds: z.array(wire.id),
  deptIds: z.array(wire.id),
  postIds: z.array(wire.id),
  status: z.number().int(),
  /** Login bookkeeping that oauth/user-info answers today (userRecord leaves it out). */
  lastLoginTime: wire.time.nullable(),
});
export type SignedInUser = z.output<typeof signedInUser>;
