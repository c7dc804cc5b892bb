import fc from 'fast-check';
// The server's rule; the console's tsconfig has no alias for services, hence the path.
import {
  creditCodeCheckCharacter,
  creditCodeMessages,
  creditCodeProblem as serverProblem,
} from '../../../../services/src/merchant/merchant/merchant-checks';
import { creditCodeProblem } from '@console/lib/validation/credit-code';

const alphabet = '0123456789ABCDEFGHJKLMNPQRTUWXYIOSVZ-a';
const codeLike = fc
  .array(fc.constantFrom(...alphabet), { minLength: 16, maxLength: 19 })
  .map((chars) => chars.join(''));
const wellFormed = fc
  .tuple(
    fc.constantFrom('91', '92', '11', '51'),
    fc.stringMatching(/^\d{6}$/),
    fc.stringMatching(/^[0-9A-HJ-NPQRTUWXY]{9}$/),
  )
  .map(([kind, region, body]) => kind + region + body);

describe('the credit code check in the form', () => {
  it('accepts a code with its check character and names a wrong one', () => {
    const first17 = '91350100M000100Y4'.slice(0, 17);
    const valid = first17 + creditCodeCheckCharacter(first17)!;
    expect(creditCodeProblem(valid)).toBeUndefined();
    const wrong = first17 + (valid.endsWith('0') ? '1' : '0');
    expect(creditCodeProblem(wrong)).toBe('checksum');
    expect(creditCodeProblem('91350100M000100Y')).toBe('format');
  });

  it('answers what the server answers, for any code typed', () => {
    const asServer = { format: creditCodeMessages.format, checksum: creditCodeMessages.checksum };
    const agree = (code: string) => {
      const problem = creditCodeProblem(code);
      expect(problem === undefined ? undefined : asServer[problem]).toBe(serverProblem(code));
    };
    fc.assert(fc.property(codeLike, agree), { numRuns: 2000 });
    fc.assert(
      fc.property(wellFormed, (first17) => {
        for (const check of '0123456789ABCDEFGHJKLMNPQRTUWXY') agree(first17 + check);
      }),
      { numRuns: 300 },
    );
  });
});
