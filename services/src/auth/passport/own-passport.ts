import { Authenticator } from 'passport';

export type Passport = InstanceType<typeof Authenticator>;

const passports = new WeakMap<object, Passport>();

/**
 * The passport a strategy registers with (PassportStrategy calls getPassportInstance): its own
 * rather than the process-wide one, so that two applications in one process (the tests start
 * several) never use each other's strategies.
 */
export function ownPassport(strategy: object): Passport {
  const own = passports.get(strategy) ?? new Authenticator();
  passports.set(strategy, own);
  return own;
}

/**
 * Runs the strategy `name` on `request`: what its validate answered, or the error it threw. A
 * strategy that fails without an error (validate answered nothing) is `refused`.
 */
export function authenticateWith<T>(
  passport: Passport,
  name: string,
  request: object,
  refused: () => Error,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const answer = (error: unknown, validated?: T | false) => {
      if (error) reject(error);
      else if (validated) resolve(validated);
      else reject(refused());
    };
    // A copy: passport adds its helpers (logIn, isAuthenticated, ...) to the request it is given.
    passport.authenticate(name, { session: false }, answer)({ ...request }, {}, answer);
  });
}
