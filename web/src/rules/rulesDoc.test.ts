import { describe, expect, it } from 'vitest';
import { allRules, rulesHref, rulesPlace } from './rulesDoc';
import { t } from '../i18n/i18n';

describe('rulesPlace and rulesHref', () => {
  it('find a game’s own page, or the section of another game’s page that covers it', () => {
    expect(rulesPlace('chess')).toEqual({ game: 'chess', section: null });
    expect(rulesHref('chess')).toBe('/rules/chess');
    expect(rulesHref('chess', 'de')).toBe('/rules/chess/de');
    // Martian Chess for four: the "Four players" section of Martian Chess's page (docs/rules/martian.md).
    expect(rulesPlace('martian4')).toEqual({ game: 'martian', section: 'four-players' });
    expect(rulesHref('martian4')).toBe('/rules/martian#four-players');
    expect(rulesHref('martian4', 'de')).toBe('/rules/martian/de#four-players');
    expect(rulesPlace('nogame')).toBeNull();
    expect(rulesHref('nogame')).toBeNull();
  });

  it('every section named for another game exists in each language of its page, and that game has no page', () => {
    for (const [game, langs] of allRules()) {
      const named = [...langs.values()].map((doc) => JSON.stringify(doc.sectionsFor ?? {}));
      expect(new Set(named).size, `${game}: the same sections for other games in every language`).toBe(1);
      for (const doc of langs.values())
        for (const [other, section] of Object.entries(doc.sectionsFor ?? {})) {
          expect(
            doc.sections.map((s) => s.id),
            `${game}.${doc.lang}`,
          ).toContain(section);
          expect(allRules().has(other), other).toBe(false);
        }
    }
  });
});

describe('rules pages', () => {
  it("are titled with the game's name as the home page and the room name it, in each language", () => {
    for (const [game, langs] of allRules())
      for (const doc of langs.values())
        expect(doc.title, `${game}.${doc.lang}`).toBe(t(`games.${game}.title`, {}, doc.lang));
  });
});
