import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { errorText, ruleErrorText } from './errors';

afterEach(() => setLanguage('en'));

describe('errorText', () => {
  it("words a known code in the page's language, whatever the server's message", () => {
    setLanguage('fr');
    expect(errorText('ERR_NOT_YOUR_TURN', 'not your turn')).toBe('Ce n’est pas ton tour.');
    setLanguage('de');
    expect(errorText('ERR_NAME_TAKEN', "the name 'anna' is taken")).toBe(
      'Dieser Name, oder einer, der genauso aussieht, ist schon vergeben.',
    );
  });

  it("shows the server's message for an unknown code, else says which code went wrong", () => {
    expect(errorText('ERR_SOMETHING_NEW', 'the server explains')).toBe('the server explains');
    expect(errorText('ERR_SOMETHING_NEW')).toBe('Something went wrong (ERR_SOMETHING_NEW).');
  });
});

describe('errorText with a cause', () => {
  it('names the cause where the code has a text for it, else ignores it', () => {
    setLanguage('de');
    expect(errorText('ERR_BAD_OPTION', '', 'unknown option x')).toBe(
      'Die Optionen der Partie wurden nicht angenommen (unknown option x): Die Partie beginnt mit den Standardoptionen.',
    );
    expect(errorText('ERR_NOT_YOUR_TURN', '', 'whatever')).toBe('Du bist nicht am Zug.');
  });
});

describe('ruleErrorText', () => {
  it('words the exact rule a name breaks, with what it names', () => {
    const adminJoe = {
      code: 'ERR_NAME_INVALID',
      message: "a name may not contain 'admin' (or letters that look like it)",
      rule: 'reserved-part',
      detail: 'admin',
    };
    expect(ruleErrorText(adminJoe)).toBe('A name may not contain “admin” (or letters that look like it).');
    setLanguage('fr');
    expect(ruleErrorText(adminJoe)).toBe('Un nom ne peut pas contenir « admin » (ni des lettres qui lui ressemblent).');
    setLanguage('de');
    expect(ruleErrorText({ code: 'ERR_NAME_INVALID', message: '', rule: 'length' })).toBe(
      'Ein Name hat 3 bis 20 Zeichen.',
    );
  });

  it('falls back to the code when the rule is unknown or absent', () => {
    expect(ruleErrorText({ code: 'ERR_NAME_INVALID', message: 'x', rule: 'something-new' })).toBe(
      'That name is not allowed.',
    );
    expect(ruleErrorText({ code: 'ERR_NAME_TAKEN', message: 'x' })).toBe(
      'That name, or one that looks like it, is taken.',
    );
  });
});
