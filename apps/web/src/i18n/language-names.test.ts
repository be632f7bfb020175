import { describe, expect, it } from 'vitest';
import { languageOptions } from './language-names';

describe('languageOptions', () => {
  it('names every locale in its own language', () => {
    expect(languageOptions()).toEqual([
      { locale: 'en', label: 'English' },
      { locale: 'de', label: 'Deutsch' },
      { locale: 'pt-BR', label: 'Português (Brasil)' },
      { locale: 'ar', label: 'العربية' },
    ]);
  });
});
