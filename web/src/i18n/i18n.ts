// The page's language and its texts. Every text a person reads comes from a message catalogue
// (catalog/AREA.LANG.json, one file per area of the site and language) through `t`; none is written in code.
// The language is the one the player chose (remembered on the device), else the browser's first offered, else
// English.

import { browserLanguages, pickLanguage } from '../lang';
import { deviceStorage } from '../deviceStorage';

/** The languages the site is written in. */
export const LANGUAGES = ['de', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A message: a text with `{name}` placeholders, or plural forms chosen by Intl.PluralRules for the `count`
 * parameter ("one", "other", and any other category the language has).
 */
export type Message = string | Partial<Record<Intl.LDMLPluralRule, string>>;
/** One language's messages, by key ("room.resign"). */
export type Catalogue = Record<string, Message>;

const STORAGE_KEY = 'littletable.lang';
/** Set to "pseudo" (on the device, or `?i18n=pseudo` in the address) to mark every message: see `pseudo`. */
const PSEUDO_KEY = 'littletable.i18n';

/** The catalogues, from the files catalog/AREA.LANG.json: keys are "AREA.key". */
export function loadCatalogues(files: Record<string, Record<string, Message>>): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {};
  for (const [path, messages] of Object.entries(files)) {
    const m = /([a-z0-9-]+)\.([a-z]{2})\.json$/.exec(path);
    if (!m) continue;
    const [, area, lang] = m as unknown as [string, string, string];
    const catalogue = (out[lang] ??= {});
    for (const [key, message] of Object.entries(messages)) catalogue[`${area}.${key}`] = message;
  }
  return out;
}

const CATALOGUES = loadCatalogues(
  import.meta.glob<Record<string, Message>>('./catalog/*.json', { eager: true, import: 'default' }),
);

/** Every catalogue, by language: for the tests that compare them. */
export function catalogues(): Readonly<Record<string, Catalogue>> {
  return CATALOGUES;
}

let current: Language = 'en';
const listeners = new Set<(lang: Language) => void>();

function isLanguage(lang: string | null | undefined): lang is Language {
  return !!lang && (LANGUAGES as readonly string[]).includes(lang);
}

/** The language to start in: the one chosen on this device, else the browser's first offered, else English. */
export function initialLanguage(preferred: readonly string[] = browserLanguages()): Language {
  const stored = deviceStorage()?.getItem(STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return (pickLanguage(LANGUAGES, null, preferred) as Language | null) ?? 'en';
}

/** The page's language. */
export function language(): Language {
  return current;
}

/** Shows the site in `lang` from now on; `remember` keeps the choice on this device. Unknown languages are ignored. */
export function setLanguage(lang: string, remember = false): void {
  if (!isLanguage(lang)) return;
  if (remember) deviceStorage()?.setItem(STORAGE_KEY, lang);
  if (lang === current) return;
  current = lang;
  if (globalThis.document) document.documentElement.lang = lang;
  for (const f of listeners) f(lang);
}

/** Calls `f` after every change of language; returns the unsubscribe. */
export function onLanguageChange(f: (lang: Language) => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

export type Params = Record<string, string | number>;

/** The message `key` in `lang`, English when that language lacks it, the key itself when none has it. */
function lookup(key: string, lang: string): Message | undefined {
  return CATALOGUES[lang]?.[key] ?? CATALOGUES.en?.[key];
}

/** Fills `{name}` placeholders; a placeholder without a parameter stays as written, so a gap shows in tests. */
export function format(text: string, params: Params = {}): string {
  return text.replace(/\{([a-zA-Z0-9_]+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Test mode: every message comes out between ⟦ and ⟧, its parameters unmarked, so that a test of the pages can
 * tell a text from a catalogue from one written in code (web/e2e/languages.test.mjs). Off unless asked for.
 */
let pseudo = false;

/** Turns the marking of messages on or off (tests only). */
export function setPseudo(on: boolean): void {
  pseudo = on;
}

/** Whether the device or the address asks for marked messages. */
export function pseudoRequested(search: string = globalThis.location?.search ?? ''): boolean {
  return new URLSearchParams(search).get('i18n') === 'pseudo' || deviceStorage()?.getItem(PSEUDO_KEY) === 'pseudo';
}

/** The text of `key` in the page's language (or `lang`), its placeholders filled from `params`. */
export function t(key: string, params: Params = {}, lang: string = current): string {
  const message = lookup(key, lang);
  if (message === undefined) return key;
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const rule = new Intl.PluralRules(lang).select(Number(params.count ?? 0));
    text = message[rule] ?? message.other ?? '';
  }
  return pseudo ? `⟦${format(text.replace(/\{([a-zA-Z0-9_]+)\}/g, '⟧{$1}⟦'), params)}⟧` : format(text, params);
}

/** Whether `key` has a message (in English, the reference catalogue). */
export function has(key: string): boolean {
  return CATALOGUES.en?.[key] !== undefined;
}
