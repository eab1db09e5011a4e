// The home page's import: a pasted FEN or game record (PGN, PGN4: the game's own format) starts a game against the
// computer or a room from it. The server's engine reads the text (POST /api/import); the page holds no rule. A
// text the engine cannot read changes nothing: the page says so in its language, and offers the server's reason,
// written in English for developers, apart from that sentence (folded, marked as English).

import { ApiError, createRoom } from '../api';
import './importPanel.css';
import { h } from '../dom';
import { t } from '../i18n/i18n';
import { errorText } from '../i18n/errors';
import { gamePhrase } from '../i18n/gameTexts';
import type { GameStore } from '../local/gameStore';
import { parseGame, wholeGame, type SavedGame } from '../local/savedGame';
import { saveSeat } from '../net/seatStore';
import type { CreateRoomRequest, GameInfo } from '../protocol';
import { importText, type ImportedGame } from '../recordApi';

type Navigate = (path: string) => void;

/** The computer's level for an imported game: the home page's default. */
export const IMPORT_LEVEL = 3;

/**
 * The imported game as this browser keeps a game against the computer (resumed at /play/GAME): the player takes
 * the seat to move, the moves replay from the imported start; the slot's game number counts on from `previous`.
 */
export function importedSavedGame(imported: ImportedGame, previous: SavedGame | null): SavedGame {
  return {
    game: imported.game,
    level: IMPORT_LEVEL,
    seat: imported.toMove ?? 0,
    options: {},
    startFen: imported.startFen,
    moves: imported.moves.map((m) => m.u),
    ending: null,
    gameNo: previous ? previous.gameNo + 1 : 1,
    imported: true,
  };
}

/** A room of people playing on from the imported game (its start and its moves), the creator seated at the seat to move. */
export function importedRoomRequest(imported: ImportedGame, seatCount: number): CreateRoomRequest {
  return {
    game: imported.game,
    seats: Array.from({ length: seatCount }, () => ({ kind: 'human' as const })),
    creatorSeat: imported.toMove ?? 0,
    fen: imported.startFen,
    ...(imported.moves.length > 0 ? { moves: imported.moves.map((m) => m.u) } : {}),
  };
}

/**
 * Why an import failed, for people: a sentence in the page's language for the error's code (`text`), and the
 * server's own message where it says more (`detail`, English), else null.
 */
export function importError(
  err: unknown,
  g: Pick<GameInfo, 'name' | 'title' | 'recordFormat'>,
): { text: string; detail: string | null } {
  const format = (g.recordFormat ?? 'pgn').toUpperCase();
  if (err instanceof ApiError) {
    const text = errorText(err.code, err.message, undefined, {
      aPosition: gamePhrase('aPosition', g.name, g.title),
      format,
    });
    // Status 0: the page's own error (no answer), whose message says nothing more than the code's text.
    return { text, detail: err.status !== 0 && err.message && err.message !== text ? err.message : null };
  }
  return {
    text: t('errors.unknown', { code: err instanceof Error ? err.name : 'Error' }),
    detail: err instanceof Error ? err.message : String(err),
  };
}

export function importPanel(g: GameInfo, navigate: Navigate, store: GameStore): HTMLElement {
  const format = (g.recordFormat ?? 'pgn').toUpperCase();
  const text = h('textarea', {
    id: 'import-text',
    name: 'text',
    rows: 5,
    spellcheck: 'false',
    required: true,
    'aria-describedby': 'import-help',
  });
  const error = h('div', { class: 'form-error import-error', role: 'alert', hidden: true });
  const buttons = [
    h(
      'button',
      { type: 'submit', class: 'button primary', value: 'computer', 'data-action': 'importComputer' },
      t('board-tools.importComputer'),
    ),
    h(
      'button',
      { type: 'submit', class: 'button', value: 'room', 'data-action': 'importRoom' },
      t('board-tools.importRoom'),
    ),
  ];
  const form = h(
    'form',
    { class: 'panel play-panel import-panel', 'aria-labelledby': 'import-h', 'data-form': 'import' },
    h('h2', { id: 'import-h' }, t('board-tools.importTitle')),
    h('label', { for: 'import-text' }, t('board-tools.importLabel', { format })),
    text,
    h(
      'p',
      { id: 'import-help', class: 'muted' },
      t('board-tools.importHelp', { aPosition: gamePhrase('aPosition', g.name, g.title), format }),
    ),
    error,
    h('div', { class: 'tool-row' }, buttons),
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const target = (e as SubmitEvent).submitter?.getAttribute('value') === 'room' ? 'room' : 'computer';
    void start(target);
  });

  async function start(target: 'computer' | 'room'): Promise<void> {
    error.hidden = true;
    for (const b of buttons) b.disabled = true;
    try {
      const imported = await importText(g.name, text.value);
      if (target === 'computer') {
        const previous = parseGame(await store.load(g.name), g.name);
        await store.save(g.name, wholeGame(importedSavedGame(imported, previous)));
        navigate(`/play/${encodeURIComponent(g.name)}`);
      } else {
        const reply = await createRoom(importedRoomRequest(imported, g.seats[0] ?? 2));
        if (reply.secret !== null && reply.seat !== null)
          saveSeat(reply.room, { seat: reply.seat, secret: reply.secret, nextAck: 1 });
        navigate(`/r/${reply.room}`);
      }
    } catch (err) {
      const why = importError(err, g);
      error.replaceChildren(
        h('p', {}, why.text),
        why.detail
          ? h(
              'details',
              { class: 'error-detail' },
              h('summary', {}, t('board-tools.importDetail')),
              h('p', { lang: 'en' }, why.detail),
            )
          : '',
      );
      error.hidden = false;
    } finally {
      for (const b of buttons) b.disabled = false;
    }
  }

  return form;
}
