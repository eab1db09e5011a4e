import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { playerName } from './playerNames';

afterEach(() => setLanguage('en'));

describe('playerName', () => {
  it("words the server's stand-in names in the page's language and keeps players' names", () => {
    setLanguage('de');
    expect(playerName('Player')).toBe('Spieler');
    expect(playerName('Computer (level 3)')).toBe('Computer (Stufe 3)');
    expect(playerName('Anna')).toBe('Anna');
    expect(playerName('deleted player')).toBe('gelöschter Spieler');
    setLanguage('fr');
    expect(playerName('Computer (level 8)')).toBe('Ordinateur (niveau 8)');
    expect(playerName('Computer (level x)')).toBe('Computer (level x)');
  });
});
