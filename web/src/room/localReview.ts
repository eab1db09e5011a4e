// Around a game against the computer in this browser: the record to copy or download (during the game and after
// it) and, once the game is over, the computer's analysis (local/analysis.ts). Both ask the engine module that
// holds the game; a new game, or a takeback that reopens a finished one, replaces them.

import { h } from '../dom';
import { createAnalysis, type Analysis } from '../local/analysis';
import { createRecordExport, type RecordExport } from '../local/recordExport';
import { onPlayerChange, type Player } from '../players/account';
import type { Snapshot } from '../game/types';
import type { GameInfo, SeatInfo } from '../protocol';
import { t } from '../i18n/i18n';
import type { LocalActions } from '../roomSource';

/**
 * The players' names for a record, by seat, as a room's record names them: the computer "Computer (level N)" in
 * the server's English (server/room_view.cpp), the person the signed-in player's name, else PGN's unknown "?".
 * A record is a file for any program and any reader: no name in the page's language, no "You".
 */
export function recordPlayers(
  seats: readonly SeatInfo[],
  player: Player | null | undefined,
  level: number | null = null,
): string[] {
  return seats.map((s) => (s.kind === 'cpu' ? `Computer (level ${s.level ?? level ?? '?'})` : (player?.name ?? '?')));
}

export interface LocalReviewHooks {
  /** The seats' names for the record (by seat), asked again at each request of the record. */
  names: (snap: Snapshot) => string[];
  /** Shows the position after `ply` moves on the board (the analysis graph was clicked). */
  showPly: (ply: number) => void;
}

export class LocalReviewPanel {
  private readonly analysisSlot = h('div', { class: 'panel analysis-slot', hidden: true });
  private readonly recordSlot = h('div', { class: 'panel record-slot' });
  /** The analysis (once the game is over), then the record; each component brings its heading. */
  readonly element = h('div', { class: 'review' }, this.analysisSlot, this.recordSlot);
  private record: { key: string; view: RecordExport } | null = null;
  private analysis: { key: string; view: Analysis } | null = null;
  /** The moves and ending the record was last asked for: asked again only when they change. */
  private recordState = '';
  /** Writes the record again when the signed-in player changes: their name is in it. */
  private readonly stopPlayer = onPlayerChange(() => void this.record?.view.refresh());

  constructor(
    private readonly local: LocalActions,
    private readonly hooks: LocalReviewHooks,
  ) {}

  /** Follows the snapshot: the record refreshed after each move, the analysis started when the game ends. */
  update(snap: Snapshot, info: GameInfo | undefined): void {
    const review = this.local.review();
    if (!review) return;
    const history = snap.state.history;
    const gameKey = `${review.id}`;
    const recordState = `${history.length}:${snap.state.outcome?.termination ?? ''}`;
    if (this.record?.key !== gameKey) {
      this.record?.view.destroy();
      const view = createRecordExport({
        engine: review.engine,
        id: review.id,
        game: snap.game,
        ...(info?.recordFormat ? { recordFormat: info.recordFormat } : {}),
        players: () => this.hooks.names(snap),
        tags: { Event: t('review.event', { level: this.local.level }), Site: window.location.origin },
        history,
        seatCount: snap.seats.length,
      });
      this.record = { key: gameKey, view };
      this.recordState = recordState;
      this.recordSlot.replaceChildren(view.element);
    } else if (recordState !== this.recordState) {
      this.recordState = recordState;
      void this.record.view.refresh(history);
    }

    const analysisKey =
      snap.state.outcome && history.length > 0
        ? `${review.id}:${history.length}:${snap.state.outcome.termination}`
        : '';
    if ((this.analysis?.key ?? '') === analysisKey) return;
    this.analysis?.view.cancel();
    this.analysis?.view.element.remove();
    this.analysis = null;
    this.analysisSlot.hidden = !analysisKey;
    if (!analysisKey) return;
    const view = createAnalysis({
      engine: review.engine,
      game: snap.game,
      startFen: review.startFen,
      moves: history,
      playerSeat: snap.you.seat,
      seats: snap.seats.length,
      ...(info?.seatNames ? { seatNames: info.seatNames } : {}),
      onSelectPly: (ply) => this.hooks.showPly(ply),
    });
    this.analysis = { key: analysisKey, view };
    this.analysisSlot.replaceChildren(view.element);
  }

  /** The ply shown on the board, for the graph's cursor. */
  setPly(ply: number): void {
    this.analysis?.view.setPly(ply);
  }

  destroy(): void {
    this.stopPlayer();
    this.analysis?.view.cancel();
    this.record?.view.destroy();
  }
}
