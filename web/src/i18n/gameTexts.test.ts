import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { gamePhrase, gameTitle, optionLabel, optionValueLabel } from './gameTexts';

afterEach(() => setLanguage('en'));

describe("the games' names and options", () => {
  it("come from the catalogue, else stay the server's", () => {
    setLanguage('de');
    expect(gameTitle('chess', 'Chess')).toBe('Schach');
    expect(gameTitle('fourplayer', 'Four-player chess')).toBe('Schach zu viert');
    expect(gameTitle('newgame', 'New Game')).toBe('New Game');
    expect(gameTitle('newgame')).toBe('Newgame');
    expect(optionLabel({ name: 'first', label: 'First move' })).toBe('Erster Zug');
    expect(optionLabel({ name: 'other', label: 'Other' })).toBe('Other');
    expect(optionValueLabel({ name: 'first' }, { value: 's', label: 'South' })).toBe('Süd');
  });

  it("write a count of moves again with the server's numbers", () => {
    setLanguage('fr');
    expect(optionValueLabel({ name: 'moveLimit' }, { value: '60', label: '60 moves (30 each)' })).toBe(
      '60 coups (30 chacun)',
    );
    expect(optionValueLabel({ name: 'moveLimit' }, { value: '100', label: '100 moves' })).toBe('100 coups');
    expect(optionValueLabel({ name: 'moveLimit' }, { value: '0', label: 'none' })).toBe('aucune');
    expect(optionValueLabel({ name: 'x' }, { value: 'y', label: 'something else' })).toBe('something else');
  });
});

describe('a game named inside a sentence', () => {
  it("takes the language's words around the name: elided, in lower case, in one word", () => {
    setLanguage('fr');
    expect(gamePhrase('aGame', 'chess', 'Chess')).toBe('une partie d’échecs');
    expect(gamePhrase('aPosition', 'fourplayer', 'Four-player chess')).toBe('une position d’échecs à quatre');
    expect(gamePhrase('aGame', 'metamate', 'Metamate')).toBe('une partie de Metamate');
    setLanguage('de');
    expect(gamePhrase('aPosition', 'chess', 'Chess')).toBe('eine Schachstellung');
    expect(gamePhrase('aPosition', 'martian4', 'Martian Chess (4 players)')).toBe(
      'eine Stellung aus Martian Chess zu viert',
    );
    setLanguage('en');
    expect(gamePhrase('aGame', 'chess', 'Chess')).toBe('a game of chess');
  });

  it("puts the server's title of a game the catalogue does not know into the language's pattern", () => {
    setLanguage('fr');
    expect(gamePhrase('aGame', 'newgame', 'New Game')).toBe('une partie de New Game');
    setLanguage('de');
    expect(gamePhrase('aPosition', 'newgame', 'New Game')).toBe('eine Stellung aus New Game');
  });
});
