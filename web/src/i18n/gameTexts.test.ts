import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from './i18n';
import { gameTitle, optionLabel, optionValueLabel } from './gameTexts';

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
    expect(optionValueLabel({ name: 'moveLimit' }, { value: '60', label: '60 moves (30 each)' })).toBe('60 coups (30 chacun)');
    expect(optionValueLabel({ name: 'moveLimit' }, { value: '100', label: '100 moves' })).toBe('100 coups');
    expect(optionValueLabel({ name: 'moveLimit' }, { value: '0', label: 'none' })).toBe('aucune');
    expect(optionValueLabel({ name: 'x' }, { value: 'y', label: 'something else' })).toBe('something else');
  });
});
