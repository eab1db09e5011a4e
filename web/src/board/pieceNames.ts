// Piece kinds and seats in words, in the page's language (catalogue area `pieces`). A kind is the server's
// `Piece.kind` text ("N", "M2.1", "drone"); each has three forms: its name on its own (`kindName`, labels and
// lists), the piece as the subject of a move sentence (`kindSubject`: French adds the article, "le cavalier"), and
// what a piece becomes by promotion (`kindResult`). A seat is named by its colour, or by the game's own seat names
// (GameInfo.seatNames, English words from the server) translated where the catalogue knows them.

import { has, t } from '../i18n/i18n';

type Form = 'name' | 'subject' | 'becomes';

/** The catalogue key of `kind` in `form`: the kind as written, else its letter in upper case; null when unknown. */
function kindKey(form: Form, kind: string): string | null {
  for (const k of [kind, kind.toUpperCase()]) {
    if (k !== 'other' && has(`pieces.${form}.${k}`)) return `pieces.${form}.${k}`;
  }
  return null;
}

function kindText(form: Form, kind: string, lang?: string): string {
  const key = kindKey(form, kind);
  return key ? t(key, {}, lang) : t(`pieces.${form}.other`, { kind }, lang);
}

/** "knight", "Meta M1, horizontal", "pawn (small pyramid)"; an unknown kind as "Z piece". */
export function kindName(kind: string, lang?: string): string {
  return kindText('name', kind, lang);
}

/** The piece as a move sentence's subject: "knight", German "Springer", French "le cavalier". */
export function kindSubject(kind: string, lang?: string): string {
  return kindText('subject', kind, lang);
}

/** What a piece becomes by promotion: "queen", German "Dame", French "dame". */
export function kindResult(kind: string, lang?: string): string {
  return kindText('becomes', kind, lang);
}

/** The catalogue key of a seat name ("South-West" → pieces.seat.south-west). */
function seatKey(name: string): string {
  return `pieces.seat.${name.toLowerCase().replace(/\s+/g, '-')}`;
}

/**
 * A seat's name: `gameName` (the game's own, GameInfo.seatNames) when given, else `colour` (the platform's colour
 * word, "white"); translated where the catalogue has it, else as given; `number` (1-based) when neither is known.
 */
export function seatWord(
  gameName: string | undefined,
  colour: string | undefined,
  number: number,
  lang?: string,
): string {
  const name = gameName || colour;
  if (!name) return t('pieces.seat.other', { number }, lang);
  return has(seatKey(name)) ? t(seatKey(name), {}, lang) : name;
}
