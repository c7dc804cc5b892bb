// The seeds are the server's; the console's tsconfig has no alias for infra, hence the path.
import { seedDicts } from '../../../../infra/src/seed/platform-tenant.seed';
import { dictionaryInLanguage } from '@console/lib/resources/dictionary';
import { englishDictionaryValues } from '@console/lib/resources/dictionary-names.i18n';

/** Every seeded item as code/key; the headers (key -1) are not values. */
const seededItems = seedDicts
  .filter((row) => row.dictKey !== '-1')
  .map((row) => `${row.code}/${row.dictKey}`);
const translatedItems = Object.entries(englishDictionaryValues).flatMap(([code, names]) =>
  Object.keys(names).map((key) => `${code}/${key}`),
);

describe('the English values of the seeded dictionaries', () => {
  it('name every seeded item, and nothing else', () => {
    expect(translatedItems.sort()).toEqual([...seededItems].sort());
  });
});

describe('the items a language shows', () => {
  const yesNo = [
    { dictKey: '0', dictValue: '否' },
    { dictKey: '1', dictValue: '是' },
    { dictKey: '7', dictValue: '也许' },
  ];

  it('are English by key in English, the server values in Chinese', () => {
    expect(dictionaryInLanguage('yes_no', yesNo, 'en').map((item) => item.dictValue)).toEqual([
      'No',
      'Yes',
      '也许',
    ]);
    expect(dictionaryInLanguage('yes_no', yesNo, 'zh')).toEqual(yesNo);
  });

  it('are the server values in every language for a dictionary the seeds do not know', () => {
    for (const code of ['merchant_level', 'constructor']) {
      expect(dictionaryInLanguage(code, yesNo, 'en')).toEqual(yesNo);
    }
  });
});
