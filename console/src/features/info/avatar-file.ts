import { site } from '@console/config/site';

export type AvatarProblem = 'avatarWrongType' | 'avatarTooLarge';

/** SPEC.md §5: an avatar is a jpg or png of at most 500 kb. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): AvatarProblem | undefined {
  if (!(site.avatar.types as readonly string[]).includes(file.type)) return 'avatarWrongType';
  if (file.size > site.avatar.maxBytes) return 'avatarTooLarge';
  return undefined;
}
