import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { errorText } from './errors';

afterEach(() => setLanguage('en'));

describe('errorText', () => {
  it("words a known code in the page's language, whatever the server's message", () => {
    setLanguage('fr');
    expect(errorText('ERR_NOT_YOUR_TURN', 'not your turn')).toBe('Ce n’est pas ton tour.');
    setLanguage('de');
    expect(errorText('ERR_NAME_TAKEN', "the name 'anna' is taken")).toBe('Dieser Name ist schon vergeben.');
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
