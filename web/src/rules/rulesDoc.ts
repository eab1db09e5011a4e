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
  facts?: string[];
  sections: RulesSection[];
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
