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
