// Rules pages are data: one JSON file per game and language (src/rules/GAME.LANG.json), shaped like the
// original rules pages — setup, your turn, winning and the end, an explained example, a common mistake,
// questions at the table (a game's own page may follow its original instead). A new game adds its files; nothing
// here changes.

import { pickLanguage } from '../lang';

export interface Diagram {
  fen: string;
  caption: string;
  lastMove?: { from: string; to: string };
  marks?: string[];
  /** Seat whose view the diagram takes (default 0). */
  seat?: number;
}

export interface RulesSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  list?: string[];
  after?: string[];
  diagram?: Diagram;
  qa?: { q: string; a: string }[];
  /** Ids of lessons of the game's tutorial (src/tutorials/GAME.json) that practise this section: linked as "try it". */
  tutorials?: string[];
}

export interface RulesDoc {
  game: string;
  lang: string;
  title: string;
  tagline: string;
  /** One line about the game, for the list of every game's rules (/rules). */
  summary: string;
  facts?: string[];
  sections: RulesSection[];
  /**
   * Other games (registry names) whose rules are a section of this document, by the section's id: Martian Chess's
   * "four-players" for `martian4`. Their rooms and cards link to the section, and /rules/GAME leads there.
   */
  sectionsFor?: Record<string, string>;
}

const files = import.meta.glob<RulesDoc>('./*.json', { eager: true, import: 'default' });

/** Every rules document, by game then language. */
export function allRules(): Map<string, Map<string, RulesDoc>> {
  const out = new Map<string, Map<string, RulesDoc>>();
  for (const doc of Object.values(files)) {
    const langs = out.get(doc.game) ?? new Map<string, RulesDoc>();
    langs.set(doc.lang, doc);
    out.set(doc.game, langs);
  }
  return out;
}

/** The document for a game in the wanted language, else English, else any. */
export function pickRules(game: string, lang: string | null): RulesDoc | null {
  const langs = allRules().get(game);
  if (!langs) return null;
  return langs.get(pickLanguage([...langs.keys()], lang, []) ?? '') ?? null;
}

/** Where a game's rules are: the game whose document holds them and the section about it (null: the whole page). */
export interface RulesPlace {
  game: string;
  section: string | null;
}

/** A game's own rules document, else the section of another game's that covers it (RulesDoc.sectionsFor); null for neither. */
export function rulesPlace(game: string): RulesPlace | null {
  const all = allRules();
  if (all.has(game)) return { game, section: null };
  for (const [owner, langs] of all)
    for (const doc of langs.values()) {
      const section = doc.sectionsFor?.[game];
      if (section) return { game: owner, section };
    }
  return null;
}

/** The address of a game's rules ("/rules/chess", "/rules/martian#four-players"), in `lang` if given; null when it has none. */
export function rulesHref(game: string, lang: string | null = null): string | null {
  const place = rulesPlace(game);
  if (!place) return null;
  return `/rules/${place.game}${lang ? `/${lang}` : ''}${place.section ? `#${place.section}` : ''}`;
}
