import { describe, expect, it } from 'vitest';
import { catalogues, LANGUAGES, type Message } from './i18n';

/** The placeholders of a message, in all its plural forms, sorted. */
function placeholders(message: Message): string[] {
  const texts = typeof message === 'string' ? [message] : Object.values(message);
  const names = new Set<string>();
  for (const text of texts) for (const m of (text ?? '').matchAll(/\{([a-zA-Z0-9_]+)\}/g)) names.add(m[1]!);
  return [...names].sort();
}

describe('message catalogues', () => {
  const all = catalogues();
  const english = all.en ?? {};

  it('exist for every language', () => {
    for (const lang of LANGUAGES) expect(Object.keys(all[lang] ?? {}).length, lang).toBeGreaterThan(0);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: has every key, no other, with the same placeholders`, () => {
      const cat = all[lang] ?? {};
      expect(Object.keys(cat).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(cat)) {
        expect(placeholders(message), `${lang} ${key}`).toEqual(placeholders(english[key]!));
        if (typeof message !== 'string') expect(message.other, `${lang} ${key} needs "other"`).toBeTruthy();
        const texts = typeof message === 'string' ? [message] : Object.values(message);
        for (const text of texts) expect((text ?? '').trim(), `${lang} ${key} is empty`).not.toBe('');
      }
    });
  }
});
