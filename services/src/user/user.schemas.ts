import { z } from 'zod';
import { idListSchema, idSchema } from '@platform/http/id-schemas';
import { boundedText, requiredText, tooLongMsg } from '@platform/http/text-schemas';
import { isMd5Hex } from '@services/user/passwords/password-hasher';

/**
 * The inputs of blade-user. Optional fields are `undefined` when the body leaves them out (an
 * update keeps the stored value) and `null` when it clears them; the console sends "" for an
 * empty input, which means null.
 */
const blankToNull = (value: unknown) => (value === '' ? null : value);

const optionalText = (label: string, max: number) =>
  z.preprocess(blankToNull, boundedText(label, max).nullable().optional());

/** BladeX's column sizes where the console keeps to them; names and addresses get more room. */
const ACCOUNT_MAX = 45;
const NAME_MAX = 64;
const AVATAR_MAX = 500;
const EMAIL_MAX = 255;
const TENANT_ID_MAX = 12;
const PASSWORD_MAX = 64;

const passwordMsg = '密码格式不正确';
const md5Password = (message: string) =>
  z.string({ error: message }).min(1, message).refine(isMd5Hex, passwordMsg);

/** SPEC.md §5: 11 digits starting 13 to 19. Optional, so only checked when given. */
const phone = z.preprocess(
  blankToNull,
  z
    .string({ error: '手机号码格式不正确' })
    .length(11, '手机号码长度不为11位')
    .regex(/^1[3-9]\d{9}$/, '手机号码格式不正确')
    .nullable()
    .optional(),
);

const email = z.preprocess(
  blankToNull,
  z.email('邮箱格式不正确').max(EMAIL_MAX, tooLongMsg('邮箱', EMAIL_MAX)).nullable().optional(),
);

/** "1,2" (as the console sends a user's roleId and deptId), a JSON array, or empty for none. */
const commaIds = z.preprocess(
  (value) => (value === null || value === '' ? [] : value),
  z.union([z.array(z.never()).length(0), idListSchema]).optional(),
);

const smallInteger = (message: string) =>
  z.preprocess(blankToNull, z.coerce.number({ error: message }).int(message).nullable().optional());

const birthday = z.preprocess(
  blankToNull,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '生日格式应为 yyyy-MM-dd')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), '生日格式应为 yyyy-MM-dd')
    .nullable()
    .optional(),
);

/** The user form of blade-user/submit and update (SPEC.md §3 User). */
export const userFormSchema = z.object({
  id: idSchema.optional(),
  account: requiredText('请输入登录账号', '登录账号', ACCOUNT_MAX),
  name: requiredText('请输入用户昵称', '用户昵称', NAME_MAX),
  realName: requiredText('请输入用户姓名', '用户姓名', NAME_MAX),
  password: z.preprocess(blankToNull, md5Password('请输入密码').nullable().optional()),
  code: optionalText('用户编号', NAME_MAX),
  userType: smallInteger('用户平台格式不正确'),
  avatar: optionalText('头像', AVATAR_MAX),
  email,
  phone,
  birthday,
  sex: smallInteger('性别格式不正确'),
  roleId: commaIds,
  deptId: commaIds,
  postId: commaIds,
});
export type UserForm = z.output<typeof userFormSchema>;

/** blade-user/update: the user form of an existing user. */
export const userUpdateSchema = userFormSchema.required({ id: true });

/** blade-user/update-info: what users change on their own profile screen. */
export const ownInfoSchema = z.object({
  avatar: optionalText('头像', AVATAR_MAX),
  name: requiredText('请输入用户昵称', '用户昵称', NAME_MAX).optional(),
  realName: requiredText('请输入用户姓名', '用户姓名', NAME_MAX).optional(),
  phone,
  email,
});
export type OwnInfoForm = z.output<typeof ownInfoSchema>;

export const passwordsDiffer = '两次密码输入不一致';

const required = (message: string, label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.string({ error: message }).min(1, message).max(max, tooLongMsg(label, max)),
  );

/** blade-user/register (SPEC.md §3), its messages in the order §5 checks them. */
export const registrationSchema = z
  .object({
    tenantId: required('请先输入租户编号', '租户编号', TENANT_ID_MAX),
    account: required('请先输入账号名称', '账号名称', ACCOUNT_MAX),
    name: boundedText('用户昵称', NAME_MAX).optional(),
    password: required('请先输入密码', '密码', PASSWORD_MAX),
    password2: required('请先输入密码', '密码', PASSWORD_MAX),
  })
  .refine((form) => form.password === form.password2, { message: passwordsDiffer, path: ['password2'] });
export type RegistrationForm = z.output<typeof registrationSchema>;

/** blade-user/register-guest: the register form and the third-party identity it is for. */
export const guestRegistrationSchema = registrationSchema.and(z.object({ oauthId: idSchema }));
export type GuestRegistrationForm = z.output<typeof guestRegistrationSchema>;

export const detailQuery = z.object({ id: idSchema });
export const removeQuery = z.object({ ids: idListSchema });
export const userIdsQuery = z.object({ userIds: idListSchema });
export type UserIdsQuery = z.output<typeof userIdsQuery>;
export const grantQuery = z.object({ userIds: idListSchema, roleIds: idListSchema });
export type GrantQuery = z.output<typeof grantQuery>;

export const updatePasswordQuery = z.object({
  oldPassword: md5Password('请输入原密码'),
  newPassword: md5Password('请输入新密码'),
  newPassword1: md5Password('请再次输入新密码'),
});
export type PasswordChange = z.output<typeof updatePasswordQuery>;

/** Present, or the message: a missing value names what to choose rather than a format. */
const given = (message: string) =>
  z.unknown().refine((value) => value !== undefined && value !== null && value !== '', message);

/** blade-user/update-platform: query or form parameters, as BladeX takes them. */
export const updatePlatformSchema = z.object({
  userId: given('请选择用户').pipe(idSchema),
  userType: given('请选择用户平台').pipe(
    z.coerce.number({ error: '用户平台格式不正确' }).int('用户平台格式不正确').min(1, '用户平台格式不正确'),
  ),
  userExt: z
    .preprocess(
      blankToNull,
      z.string({ error: '用户拓展格式不正确' }).max(65535, '用户拓展不能超过65535个字符').nullish(),
    )
    .transform((ext) => ext ?? null),
});
export type PlatformUpdate = z.output<typeof updatePlatformSchema>;
