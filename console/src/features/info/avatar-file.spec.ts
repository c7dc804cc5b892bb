import { avatarProblem } from '@console/features/info/avatar-file';

describe('the avatar file (SPEC §5)', () => {
  it('takes jpg and png up to 500 kb', () => {
    expect(avatarProblem({ type: 'image/jpeg', size: 500 * 1024 })).toBeUndefined();
    expect(avatarProblem({ type: 'image/png', size: 1 })).toBeUndefined();
  });

  it('refuses other types and larger files', () => {
    expect(avatarProblem({ type: 'image/gif', size: 1 })).toBe('avatarWrongType');
    expect(avatarProblem({ type: 'image/png', size: 500 * 1024 + 1 })).toBe('avatarTooLarge');
  });
});
