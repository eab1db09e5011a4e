import { describe, expect, it } from 'vitest';
import { parseRoute } from '../router';
import { addressInLanguage } from './languageRoute';

describe('the language of a route', () => {
  it('leads the switch to the same page in the new language where the address names one', () => {
    expect(addressInLanguage(parseRoute('/rules/chess/fr'), 'de')).toBe('/rules/chess/de');
    expect(addressInLanguage(parseRoute('/tutorials/metamate/de/2'), 'en')).toBe('/tutorials/metamate/en/2');
    expect(addressInLanguage(parseRoute('/rules/chess'), 'de')).toBeNull();
    expect(addressInLanguage(parseRoute('/'), 'fr')).toBeNull();
  });
});
