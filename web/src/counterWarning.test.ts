import { afterEach, describe, expect, it } from 'vitest';
import { counterWarning, MOVE_LIMIT_WARNING } from './counterWarning';
import { setLanguage } from './i18n/i18n';

describe('counterWarning', () => {
  afterEach(() => setLanguage('en'));

  it('warns of a move limit from ten moves left on, counting the moves left', () => {
    expect(MOVE_LIMIT_WARNING).toBe(10);
    expect(counterWarning({ name: 'move-limit', value: 19, limit: 30 })).toBeNull(); // 11 left
    expect(counterWarning({ name: 'move-limit', value: 20, limit: 30 })).toBe(
      'Only 10 moves left: then the move limit ends the game.',
    );
    expect(counterWarning({ name: 'move-limit', value: 29, limit: 30 })).toBe(
      'Only 1 move left: then the move limit ends the game.',
    );
  });

  it("says it in the page's language, with the plural each language uses", () => {
    setLanguage('de');
    expect(counterWarning({ name: 'move-limit', value: 27, limit: 30 })).toBe(
      'Nur noch 3 Züge, dann endet die Partie durch das Zuglimit.',
    );
    expect(counterWarning({ name: 'move-limit', value: 29, limit: 30 })).toBe(
      'Nur noch 1 Zug, dann endet die Partie durch das Zuglimit.',
    );
    setLanguage('fr');
    expect(counterWarning({ name: 'move-limit', value: 29, limit: 30 })).toBe(
      'Plus que 1 coup : ensuite, la limite de coups met fin à la partie.',
    );
  });

  it('leaves other counts to their own line', () => {
    expect(counterWarning({ name: 'deadlock-clock', value: 6, limit: 7 })).toBeNull();
  });
});
