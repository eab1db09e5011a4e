// The room page: board, seats, per-move countdown, move list and the platform actions. Everything shown
// comes from the room's snapshot and events; the page adds only the viewer's pending move. The room is a
// RoomSource: a room on the server, or a game against the computer in this browser (`client.local`: takeback,
// hint arrow, no invite and no connection banner).

import { playerName } from '../i18n/playerNames';
import { Board } from '../board/board';
import { chooseMove } from '../board/chooser';
import { fitBoardColumn } from '../board/fit';
import { watchBoardHeight } from '../board/fitHeight';
import { learnLinks } from '../tutorials/links';
import { destsByOrigin, movesBetween } from '../board/moves';
import { quarterTurns } from '../board/orientation';
import { kindName, pieceIcon, seatMarker, seatName } from '../board/pieces';
import { ApiError, roomInfo, roomSocketUrl } from '../api';
import { knownGames } from '../engine/gamesList';
import { h } from '../dom';
import { counterItems } from '../counterWarning';
import { claimText, endingText, formatClock, formatDaysClock } from '../format';
import { t } from '../i18n/i18n';
import { errorText } from '../i18n/errors';
import { gameTitle as titleOfGame } from '../i18n/gameTexts';
import { RoomClient } from '../net/roomClient';
import type { RoomSource, RoomView } from '../roomSource';
import { NO_SQUARE, squareName } from '../game/square';
import type { Piece, Snapshot, Square } from '../game/types';
import type { GameInfo, Seat, SeatInfo, ServerMessage } from '../protocol';
import { loadFlip, saveFlip, viewSeat } from './boardFlip';
import { MoveList } from './moveList';
import { pastPosition, stillPast, type PastPosition } from './pastPosition';
import { RoomTools } from './roomTools';
import { LocalReviewPanel, recordPlayers } from './localReview';
import { knownPlayer } from '../players/account';
import { turnTitle } from '../players/myGames';
import { canClaimDraw, canOfferDraw } from './roomActions';
import { PointGains } from './pointGains';
import { cpuMoveNotice, NOTICE_MS } from './roomNotices';
import { ratingsList, unratedText } from './ratingChanges';
import { endHeadline, endHeadlineText, rankingList } from './endResult';
import { RoomVoice, viewerClockMs } from './roomVoice';
import { clockChip, renderSeatClocks } from './seatClocks';
import { MOVE_KIND } from '../moveKind';

/** The page of the server's room `id`; `notice` a lasting message above the moves (why this room was opened). */
export function roomPage(main: HTMLElement, id: string, notice: string | null = null): () => void {
  const client = new RoomClient({ room: id, url: roomSocketUrl(id), autoSit: true });
  const page = new RoomPage(main, id, client);
  if (notice) page.showNotice(notice);
  knownGames()
    .then((games) => page.setGames(games))
    .catch(() => undefined); // the room plays without the games' facts (points are then not shown)
  // A room link that leads nowhere: the socket cannot open. Only then ask the API whether the room exists
  // (a server that is restarting also refuses the socket; then the page keeps trying).
  let checked = false;
  const unsubscribe = client.subscribe((view) => {
    if (checked || view.snapshot || view.status !== 'lost') return;
    checked = true;
    roomInfo(id).catch((err: unknown) => {
      if (!(err instanceof ApiError) || err.status !== 404 || client.view.snapshot) return;
      page.destroy();
      document.title = `${t('room.notFoundTitle')} · littletable`;
      main.replaceChildren(
        h(
          'div',
          { class: 'page-message' },
          h('h1', {}, t('room.notFoundTitle')),
          h('p', {}, t('room.notFoundText')),
          h('a', { class: 'button primary', href: '/', 'data-link': true }, t('chrome.backToGames')),
        ),
      );
    });
  });
  return () => {
    unsubscribe();
    page.destroy();
  };
}

export class RoomPage {
  private board: Board | null = null;
  private readonly root: HTMLElement;
  private readonly banner = h('div', { class: 'conn-banner', role: 'status', 'aria-live': 'polite', hidden: true });
  private readonly boardWrap = h('div', { class: 'board-wrap' });
  /** The board with the seat cards above and below it, sized to the board's shape (board/fit.ts). */
  private readonly boardColumn = h('div', { class: 'room-board' });
  private readonly status = h('p', { class: 'turn-status', role: 'status', 'aria-live': 'polite' });
  /** The counts that end the game at their limit (Martian Chess's called clock, a move limit), one line each. */
  private readonly counters = h('ul', { class: 'counters', hidden: true });
  /** While the legal moves are setup choices (Metamate's Meta): what the player does now. */
  private readonly setupBanner = h('p', { class: 'setup-banner', role: 'status', 'aria-live': 'polite', hidden: true });
  private readonly endCard = h('div', { class: 'end-card', role: 'alert', hidden: true });
  private readonly seatsTop = h('div', { class: 'seats seats-top' });
  private readonly seatsBottom = h('div', { class: 'seats seats-bottom' });
  private readonly moveList: MoveList;
  /** Flip the board, the room's link, its position and record. */
  private readonly tools: RoomTools;
  /** The board drawn from the other side (boardFlip.ts). */
  private flipped: boolean;
  private readonly actions = h('div', { class: 'actions', role: 'group', 'aria-label': t('room.actions') });
  private readonly notice = h('p', { class: 'notice', role: 'alert', hidden: true });
  /** A transient message: the computer moved for this viewer. */
  private readonly cpuNote = h('p', { class: 'notice cpu-note', role: 'status', 'aria-live': 'polite', hidden: true });
  private cpuNoteTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly invite = h('div', { class: 'invite' });
  private readonly head = h('div', { class: 'room-head' });
  private readonly drawNote = h('p', { class: 'draw-note', role: 'status', hidden: true });
  /** A local game's hint in words, beside its arrow on the board. */
  private readonly hintNote = h('p', { class: 'hint-note', role: 'status', 'aria-live': 'polite', hidden: true });
  /** A local game's record and, once it is over, its analysis. */
  private readonly review: LocalReviewPanel | null;
  /** A past position shown instead of the game's (a move or the analysis graph was clicked). */
  private viewing: PastPosition | null = null;
  /** The latest ply asked for: an older answer that arrives later is dropped. */
  private browseAsked = 0;
  private readonly viewingNote = h('p', { class: 'viewing-note', role: 'status', 'aria-live': 'polite', hidden: true });
  /** A lasting message of the page's own (why this room is on the server), above the moves. */
  private readonly pageNote = h('p', { class: 'notice page-note', role: 'status', hidden: true });
  private clockTimer: ReturnType<typeof setInterval>;
  /** Stops fitting the board to the viewport's height (board/fitHeight.ts). */
  private readonly stopFit: () => void;
  private hadOpen = false;
  private lastRenderKey = '';
  private readonly gains = new PointGains();
  /** The open move chooser: its moves' texts, and how to close it when they stop being legal. */
  private chooser: { moves: string[]; abort: AbortController } | null = null;
  private confirmResign = false;
  /** The registry's games (GET /api/games), once loaded: whether the room's game shows points. */
  private games: GameInfo[] = [];
  /** Every move in words for screen readers, the sounds, and the mute switch. */
  private readonly voice = new RoomVoice();

  constructor(
    main: HTMLElement,
    private readonly id: string,
    private readonly client: RoomSource,
  ) {
    document.title = `${t('room.title')} · littletable`;
    this.flipped = loadFlip(id);
    this.moveList = new MoveList({
      select: (ply) => void this.showPly(ply),
      seatName: (seat) => (this.client.view.snapshot ? this.nameOf(this.client.view.snapshot, seat) : ''),
    });
    this.tools = new RoomTools(id, client.local !== null, {
      flipped: () => this.flipped,
      toggleFlip: () => {
        this.flipped = !this.flipped;
        saveFlip(id, this.flipped);
        this.lastRenderKey = '';
        this.render(this.client.view);
      },
    });
    this.root = h(
      'div',
      { class: 'room', 'data-room': id },
      this.banner,
      this.boardColumn,
      h(
        'aside',
        { class: 'room-side', 'aria-label': t('room.side') },
        this.head,
        this.status,
        this.counters,
        this.setupBanner,
        this.endCard,
        this.cpuNote,
        this.pageNote,
        this.notice,
        h(
          'section',
          { class: 'panel moves-panel', 'aria-labelledby': 'moves-h' },
          h('h2', { id: 'moves-h', class: 'panel-title' }, t('room.moves')),
          this.moveList.element,
        ),
        this.drawNote,
        this.hintNote,
        this.actions,
        this.voice.muteButton,
        this.invite,
        this.voice.region,
        this.tools.element,
      ),
    );
    this.review = client.local
      ? new LocalReviewPanel(client.local, {
          names: (snap) => recordPlayers(snap.seats, knownPlayer(), client.local?.level ?? null),
          showPly: (ply) => void this.showPly(ply),
        })
      : null;
    if (this.review) this.root.querySelector('.room-side')?.append(this.review.element);
    this.boardColumn.append(this.seatsTop, this.boardWrap, this.seatsBottom, this.viewingNote);
    this.boardWrap.append(
      h('p', { class: 'muted loading' }, client.local ? t('room.startingComputer') : t('room.connecting')),
    );
    main.replaceChildren(this.root);
    this.stopFit = watchBoardHeight(this.boardColumn, this.boardWrap);
    client.subscribe((view, cause) => this.render(view, cause));
    this.clockTimer = setInterval(() => this.tickClock(), 200);
  }

  /** The registry's games, for the facts of the room's game (GameInfo.points). */
  setGames(games: GameInfo[]): void {
    this.games = games;
    this.lastRenderKey = '';
    this.render(this.client.view);
  }

  /** Shows `text` above the moves until the page closes. */
  showNotice(text: string): void {
    this.pageNote.textContent = text;
    this.pageNote.hidden = false;
  }

  private gameOf(snap: Snapshot): GameInfo | undefined {
    return this.games.find((g) => g.name === snap.game);
  }

  /** A seat's name: the game's own (GameInfo.seatNames) once the games are loaded, else its colour's. */
  private nameOf(snap: Snapshot, seat: number): string {
    return seatName(seat, snap.seats.length, this.gameOf(snap)?.seatNames);
  }

  /** Who sits at a seat, as the page names them. */
  private playerOf(s: SeatInfo | undefined): string {
    if (!s) return t('room.player');
    // The server names a computer seat in English for the record ("Computer (level 3)"): the page says it itself.
    return s.kind === 'cpu'
      ? t('room.computer')
      : (s.name ? playerName(s.name) : '') || (s.taken ? t('room.player') : t('room.waitingForPlayer'));
  }

  private titleOf(snap: Snapshot): string {
    return gameTitle(snap, this.gameOf(snap));
  }

  /** Each seat's points when the room's game is scored in points, else null. */
  private pointsOf(snap: Snapshot): number[] | null {
    const scored = this.gameOf(snap)?.points === true;
    return scored && snap.state.points ? snap.state.points : null;
  }

  destroy(): void {
    this.review?.destroy();
    this.moveList.destroy();
    this.tools.destroy();
    this.chooser?.abort.abort();
    clearInterval(this.clockTimer);
    this.stopFit();
    this.hideCpuNote();
    this.voice.destroy();
    this.client.close();
    this.board?.destroy();
  }

  private render(view: RoomView, cause: ServerMessage | null = null): void {
    this.renderBanner(view);
    const snap = view.snapshot;
    if (!snap) return;
    const yourTurn = snap.you.seat !== null && snap.state.toMove === snap.you.seat && !snap.state.outcome;
    document.title = turnTitle(yourTurn ? 1 : 0, `${this.titleOf(snap)} · littletable`);
    this.root.dataset.v = String(snap.v);
    this.root.dataset.you = snap.you.seat === null ? '' : String(snap.you.seat);
    this.closeStaleChooser();
    this.renderBoard(view, snap);
    this.renderSeats(snap);
    this.renderStatus(view, snap);
    const seatNames = this.gameOf(snap)?.seatNames;
    this.voice.update(snap, { seatCount: snap.seats.length, ...(seatNames ? { seatNames } : {}) });
    this.renderSetup(view, snap);
    this.renderMoves(snap);
    this.renderActions(view, snap);
    this.renderInvite(snap);
    this.renderHead(snap);
    this.renderHint(view);
    this.renderCpuNote(view, snap, cause);
    this.review?.update(snap, this.gameOf(snap));
    this.tools.update(snap, this.gameOf(snap));
    if (view.error) {
      this.notice.textContent = errorText(view.error.code, view.error.message, view.error.why);
      this.notice.hidden = false;
    } else this.notice.hidden = true;
    this.tickClock();
  }

  /** Shows the CPU's move for the viewer for a few seconds, until the viewer moves, or until the game ends. */
  private renderCpuNote(view: RoomView, snap: Snapshot, cause: ServerMessage | null): void {
    const text = cpuMoveNotice(snap, cause);
    if (text) {
      this.hideCpuNote();
      this.cpuNote.textContent = text;
      this.cpuNote.hidden = false;
      this.cpuNoteTimer = setTimeout(() => this.hideCpuNote(), NOTICE_MS);
    } else if (view.pending || snap.state.outcome) this.hideCpuNote();
  }

  private hideCpuNote(): void {
    if (this.cpuNoteTimer !== null) clearTimeout(this.cpuNoteTimer);
    this.cpuNoteTimer = null;
    this.cpuNote.hidden = true;
    this.cpuNote.textContent = '';
  }

  private renderBanner(view: RoomView): void {
    if (view.status === 'open') this.hadOpen = true;
    const lost = view.status === 'lost' || (view.status === 'connecting' && this.hadOpen);
    this.banner.hidden = !lost;
    this.banner.textContent = lost ? t('room.connectionLost') : '';
    this.root.classList.toggle('offline', lost);
  }

  /**
   * Shows the position after the first `ply` moves (the move list, a local game's analysis) while the game goes
   * on, until "Back to the game"; the last ply is the game itself.
   */
  private async showPly(ply: number): Promise<void> {
    const snap = this.client.view.snapshot;
    if (!snap) return;
    const asked = ++this.browseAsked;
    this.review?.setPly(ply);
    if (ply >= snap.state.history.length) {
      this.viewing = null;
    } else {
      const past = await pastPosition(snap, ply, this.client.local).catch(() => null);
      const now = this.client.view.snapshot;
      if (asked !== this.browseAsked) return; // a later ply was asked for meanwhile
      if (!past || !now || !stillPast(past, now)) {
        this.moveList.settle();
        return;
      }
      this.viewing = past;
    }
    this.lastRenderKey = '';
    this.render(this.client.view);
  }

  /** The live position again, as it is now (moves may have come while the player looked back). */
  private backToGame(): void {
    this.moveList.settle();
    void this.showPly(this.client.view.snapshot?.state.history.length ?? 0);
  }

  private renderViewing(snap: Snapshot): void {
    if (this.viewing && !stillPast(this.viewing, snap)) this.viewing = null;
    const ply = this.viewing?.ply;
    this.viewingNote.hidden = ply === undefined;
    this.root.classList.toggle('viewing-past', ply !== undefined);
    if (ply === undefined) {
      this.viewingNote.replaceChildren();
      return;
    }
    const back = h(
      'button',
      { type: 'button', class: 'button', 'data-action': 'backToGame', onclick: () => this.backToGame() },
      t('room.backToGame'),
    );
    this.viewingNote.replaceChildren(
      h('span', {}, `${ply === 0 ? t('room.startPosition') : t('room.positionAfter', { count: ply })} `),
      back,
    );
  }

  private renderBoard(view: RoomView, snap: Snapshot): void {
    this.renderViewing(snap);
    const seatCount = snap.seats.length;
    const past = this.viewing;
    const mine = past ? [] : this.client.myMoves();
    let pieces: Piece[] = past ? past.pieces : snap.state.pieces;
    let lastMove = past ? past.lastMove : snap.state.lastMove;
    if (view.pending) {
      // Show the move on its way: the piece goes to its square until the server's state replaces the board.
      const p = view.pending;
      pieces = pieces.filter((x) => x.sq !== p.to).map((x) => (x.sq === p.from ? { ...x, sq: p.to } : x));
      lastMove = { from: p.from, to: p.to };
    }
    const config = {
      geometry: snap.geometry,
      seatCount,
      orientationSeat: viewSeat(snap.you.seat, seatCount, this.flipped),
      pieces,
      lastMove,
      check: past ? past.check : view.pending ? [] : snap.state.check,
      dests: mine.length > 0 ? destsByOrigin(mine) : null,
      showDests: snap.settings.showLegalMoves,
      arrows: view.hint && !past ? [{ from: view.hint.from, to: view.hint.to }] : [],
      label: t('room.boardLabel', { game: this.titleOf(snap) }),
    };
    if (!this.board) {
      this.board = new Board(config, { onMove: (from, to) => void this.onBoardMove(from, to) });
      this.boardWrap.replaceChildren(this.board.element);
    } else {
      const key = JSON.stringify([
        snap.v,
        snap.state.gameNo,
        view.pending,
        snap.you.seat,
        mine.length,
        snap.settings.showLegalMoves,
        view.hint ?? null,
        this.viewing?.ply ?? null,
        this.flipped,
      ]);
      if (key !== this.lastRenderKey || this.chooser) this.board.set(config);
      this.lastRenderKey = key;
    }
    fitBoardColumn(this.boardColumn, this.board.shape);
  }

  /**
   * The moves between the two squares the player chose; when several share them, or the move is a setup choice,
   * the chooser asks one question after the other while the board colours what each answer would copy.
   */
  private async onBoardMove(from: Square, to: Square): Promise<void> {
    const snap = this.client.view.snapshot;
    const choices = movesBetween(this.client.myMoves(), from, to);
    if (!snap || choices.length === 0) return;
    let move = choices[0] ?? null;
    const confirm = choices.some((m) => m.kind === MOVE_KIND.SETUP);
    if (choices.length > 1 || confirm) {
      const abort = new AbortController();
      this.chooser = { moves: choices.map((m) => m.u), abort };
      move = await chooseMove(this.boardWrap, choices, {
        geometry: snap.geometry,
        title: t('room.chooseMove'),
        owner: snap.you.seat ?? 0,
        seatCount: snap.seats.length,
        quarterTurns: quarterTurns(snap.seats.length, snap.you.seat),
        confirm,
        onHighlight: (hint) => this.board?.set({ hint }),
        placement: (sq) => (this.board?.displayHalf(sq) === 'top' ? 'end' : 'start'),
        signal: abort.signal,
      });
      if (this.chooser?.abort === abort) this.chooser = null;
    }
    if (move) this.client.play(move);
    else if (this.client.view.snapshot) this.render(this.client.view);
  }

  /** The setup phase (the legal moves are setup choices): says who chooses, and how. */
  private renderSetup(view: RoomView, snap: Snapshot): void {
    const st = snap.state;
    const setup =
      !st.outcome && st.toMove !== null && st.moves.length > 0 && st.moves.every((m) => m.kind === MOVE_KIND.SETUP);
    this.setupBanner.hidden = !setup;
    this.root.classList.toggle('in-setup', setup);
    if (!setup) {
      this.setupBanner.textContent = '';
      delete this.setupBanner.dataset.text;
      return;
    }
    const mine = this.client.myMoves().length > 0 || (view.pending !== null && snap.you.seat === st.toMove);
    // A setup move that fills several squares at once (Metamachy's chiefs) arranges them; else a piece is chosen
    // (Metamate's Meta).
    const arranged = [...new Set(st.moves.flatMap((m) => (m.choices ?? []).map((c) => c.sq)))];
    const who = this.nameOf(snap, st.toMove ?? 0);
    let text: string;
    if (arranged.length > 1 && st.moves.every((m) => m.from === st.moves[0]?.from)) {
      const names = arranged.map((sq) => squareName(snap.geometry, sq));
      const squares = t('room.list', { first: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });
      text = mine ? t('room.setupArrangeMine', { squares }) : t('room.setupArrangeOther', { seat: who, squares });
      const from = st.moves[0]?.from ?? NO_SQUARE;
      const open =
        mine && !view.pending
          ? h(
              'button',
              {
                type: 'button',
                class: 'button primary',
                'data-action': 'arrange',
                onclick: () => void this.onBoardMove(from, from),
              },
              t('room.chooseArrangement'),
            )
          : null;
      if (this.setupBanner.dataset.text !== text || !this.setupBanner.querySelector('button') !== !open) {
        this.setupBanner.dataset.text = text;
        this.setupBanner.replaceChildren(h('span', {}, text), open ? ' ' : '', open ?? '');
      }
      return;
    }
    text = mine
      ? `${t('room.setupMetaMine')} ${snap.settings.showLegalMoves ? t('room.clickMarked') : t('room.clickPiece')}`
      : t('room.setupMetaOther', { seat: who });
    this.setupBanner.dataset.text = text;
    if (this.setupBanner.textContent !== text) this.setupBanner.textContent = text;
  }

  /** A chooser left open while the position changed (the CPU moved for us, the game ended) is cancelled. */
  private closeStaleChooser(): void {
    if (!this.chooser) return;
    const legal = new Set(this.client.myMoves().map((m) => m.u));
    if (this.chooser.moves.every((u) => legal.has(u))) return;
    this.chooser.abort.abort();
    this.chooser = null;
  }

  private renderSeats(snap: Snapshot): void {
    const count = snap.seats.length;
    const me = snap.you.seat;
    const bottomSeat = viewSeat(me, count, this.flipped) ?? 0;
    this.gains.update(this.pointsOf(snap), Date.now());
    const cards = (list: SeatInfo[]) => list.map((s) => this.seatCard(snap, s, count));
    if (count === 2) {
      this.seatsTop.replaceChildren(...cards(snap.seats.filter((s) => s.seat !== bottomSeat)));
      this.seatsBottom.replaceChildren(...cards(snap.seats.filter((s) => s.seat === bottomSeat)));
    } else {
      this.seatsTop.replaceChildren();
      this.seatsBottom.replaceChildren(...cards(snap.seats));
    }
  }

  private seatCard(snap: Snapshot, s: SeatInfo, count: number): HTMLElement {
    const me = snap.you.seat === s.seat;
    const toMove = snap.state.toMove === s.seat && !snap.state.outcome;
    const colour = this.nameOf(snap, s.seat);
    const name = this.playerOf(s);
    // The piece that stands for a seat (GameInfo.seatKind, its king) marks it where the board has that kind; a
    // game without one, or before the games' facts are loaded, gets a plain disc.
    const seatKind = this.gameOf(snap)?.seatKind;
    const swatch =
      seatKind && snap.state.pieces.some((p) => p.kind === seatKind)
        ? pieceIcon(seatKind, s.seat, count, 'seat-swatch')
        : seatMarker(s.seat, count, 'seat-swatch');
    const badges: HTMLElement[] = [];
    if (s.kind === 'cpu')
      badges.push(h('span', { class: 'badge' }, t('room.computerBadge', { level: s.level ?? '?' })));
    else if (s.kind === 'human' && s.cpuPlaying) badges.push(h('span', { class: 'badge warn' }, t('room.cpuPlaying')));
    if (me) badges.push(h('span', { class: 'badge you' }, t('room.youBadge')));
    if (snap.state.eliminated?.[s.seat]) badges.push(h('span', { class: 'badge out' }, t('room.out')));
    const points = this.pointsOf(snap)?.[s.seat];
    const gain = this.gains.gain(s.seat, Date.now());
    const taken = snap.state.history.flatMap((m) => (m.seat === s.seat && m.captured ? [m.captured] : []));
    const captured =
      taken.length === 0
        ? null
        : h(
            'span',
            {
              class: 'seat-captured',
              'data-count': taken.length,
              title: t('room.captured', { pieces: taken.map((p) => kindName(p.kind)).join(', ') }),
            },
            taken.map((p) => pieceIcon(p.kind, p.owner, count, 'captured-icon')),
          );
    let presence: HTMLElement | null = null;
    if (s.kind === 'human' && !this.client.local) {
      const state = !s.taken ? 'free' : s.connected ? 'online' : 'away';
      const text = state === 'free' ? t('room.seatFree') : state === 'online' ? t('room.online') : t('room.away');
      presence = h('span', { class: `presence ${state}` }, h('span', { class: 'dot', 'aria-hidden': 'true' }), text);
    }
    const clock = h('span', { class: 'seat-clock', 'data-seat': s.seat, hidden: true });
    return h(
      'div',
      {
        class: `seat-card${toMove ? ' to-move' : ''}${me ? ' mine' : ''}`,
        'data-seat': s.seat,
        'aria-label': t(toMove ? 'room.seatLabelToMove' : 'room.seatLabel', { seat: colour, name }),
      },
      swatch,
      h(
        'div',
        { class: 'seat-text' },
        h('span', { class: 'seat-name' }, h('span', { class: 'seat-colour' }, colour), ' ', name),
        h('span', { class: 'seat-meta' }, presence, badges),
        captured,
      ),
      toMove ? h('span', { class: 'turn-flag' }, t('room.toMoveFlag')) : null,
      points === undefined
        ? null
        : h('span', { class: 'seat-points', 'data-points': points }, t('room.points', { count: points })),
      gain === null ? null : h('span', { class: 'points-gain', 'aria-hidden': 'true' }, `+${gain}`),
      clock,
    );
  }

  private renderStatus(view: RoomView, snap: Snapshot): void {
    const st = snap.state;
    const me = snap.you.seat;
    const counters = st.outcome ? [] : (st.counters ?? []);
    this.counters.hidden = counters.length === 0;
    this.counters.replaceChildren(...counterItems(counters));
    this.endCard.hidden = !st.outcome;
    if (st.outcome) {
      const o = st.outcome;
      const nameOf = (s: number) => this.nameOf(snap, s);
      const head = endHeadline(o, me, snap.seats.length);
      const headline = endHeadlineText(head, nameOf, joinNames);
      const losers = snap.seats.filter((x) => !o.winners.includes(x.seat)).map((x) => this.nameOf(snap, x.seat));
      const detail = endingText(o.termination, o.reason, o.winners.length > 0 ? losers : []);
      const points = this.pointsOf(snap);
      const score = points
        ? h(
            'span',
            { class: 'end-score' },
            t('room.finalScore', { scores: points.map((p, seat) => `${this.nameOf(snap, seat)} ${p}`).join(' · ') }),
          )
        : null;
      this.endCard.replaceChildren(
        h('strong', { class: 'end-headline', 'data-result': head.kind }, headline),
        h('span', { class: 'end-reason' }, detail),
        score ?? '',
        rankingList(o, nameOf, (seat) => this.playerOf(snap.seats.find((x) => x.seat === seat))) ?? '',
        ratingsList(snap) ?? '',
        snap.unrated ? h('span', { class: 'end-unrated' }, unratedText(snap.unrated)) : '',
      );
      this.endCard.dataset.termination = o.termination;
      this.status.textContent = t('room.gameOver');
      return;
    }
    const mover = st.toMove;
    const checked = st.check.length > 0;
    let text: string;
    if (mover === null) text = '';
    else if (view.pending) text = t('room.sending');
    else if (me !== null && mover === me)
      text = snap.seats.find((s) => s.seat === me)?.cpuPlaying ? t('room.cpuForYou') : t('room.yourMove');
    else if (view.thinking === mover) text = t('room.toMoveThinking', { seat: this.nameOf(snap, mover) });
    else text = t('room.toMove', { seat: this.nameOf(snap, mover) });
    if (checked) text = t('room.check', { status: text });
    if (me === null) text = text ? t('room.watching', { status: text }) : t('room.watchingOnly');
    this.status.textContent = text;
    this.status.classList.toggle('check', checked);
  }

  private renderMoves(snap: Snapshot): void {
    this.moveList.update(snap.state.history, snap.seats.length, this.viewing?.ply ?? null, snap.state.outcome !== null);
  }

  private renderActions(view: RoomView, snap: Snapshot): void {
    const st = snap.state;
    const me = snap.you.seat;
    const buttons: HTMLElement[] = [];
    const button = (label: string, action: string, onclick: () => void, cls = '') =>
      h('button', { type: 'button', class: `button ${cls}`.trim(), 'data-action': action, onclick }, label);
    // An eliminated seat (four-player chess: mated, stalemated or resigned) watches the rest of the game.
    if (me !== null && !st.outcome && !st.eliminated?.[me]) {
      const mySeat = snap.seats.find((s) => s.seat === me);
      if (mySeat?.cpuPlaying && view.status === 'open')
        buttons.push(button(t('room.reclaim'), 'reclaim', () => this.client.reclaim(), 'primary'));
      if (st.drawOffer !== null && st.drawOffer !== me) {
        buttons.push(button(t('room.acceptDraw'), 'drawAccept', () => this.client.acceptDraw(), 'primary'));
        buttons.push(button(t('room.declineDraw'), 'drawDecline', () => this.client.declineDraw()));
      } else if (st.drawOffer === me) {
        buttons.push(
          h(
            'button',
            { type: 'button', class: 'button', disabled: true, 'data-action': 'drawOffered' },
            t('room.drawOffered'),
          ),
        );
      } else if (canOfferDraw(snap)) {
        buttons.push(button(t('room.offerDraw'), 'drawOffer', () => this.client.offerDraw()));
      }
      if (st.mayAbort) buttons.push(button(t('room.abort'), 'abort', () => this.client.abort()));
      if (snap.seats.some((x) => x.seat !== me && x.abandoned))
        buttons.push(
          button(t('room.claimWin'), 'claimWin', () => this.client.claimWin(false), 'primary'),
          button(t('room.claimWinDraw'), 'claimWinDraw', () => this.client.claimWin(true)),
        );
      if (canClaimDraw(snap))
        buttons.push(
          button(
            t('room.claimDraw', { reasons: st.claimable.map(claimText).join(', ') }),
            'claimDraw',
            () => this.client.claimDraw(),
            'primary',
          ),
        );
      if (this.confirmResign) {
        buttons.push(
          button(
            t('room.reallyResign'),
            'resignConfirm',
            () => {
              this.confirmResign = false;
              this.client.resign();
            },
            'danger',
          ),
          button(t('room.keepPlaying'), 'resignCancel', () => {
            this.confirmResign = false;
            this.render(this.client.view);
          }),
        );
      } else
        buttons.push(
          button(
            t('room.resign'),
            'resign',
            () => {
              this.confirmResign = true;
              this.render(this.client.view);
              (this.actions.querySelector('[data-action="resignConfirm"]') as HTMLElement | null)?.focus();
            },
            'danger-outline',
          ),
        );
    }
    buttons.push(...this.localButtons(view, snap));
    if (st.outcome) {
      this.confirmResign = false;
      if (me !== null) buttons.push(...this.rematchButtons(snap, me, button));
      buttons.push(h('a', { class: 'button', href: '/', 'data-link': true }, t('room.backToLobby')));
    }
    const offer = st.outcome ? null : st.drawOffer;
    const rematch = st.outcome ? (st.rematch ?? null) : null;
    this.drawNote.hidden = offer === null && rematch === null;
    this.drawNote.textContent =
      offer !== null
        ? offer === me
          ? t('room.youOfferedDraw')
          : t('room.offersDraw', { seat: this.nameOf(snap, offer) })
        : rematch === null
          ? ''
          : rematch.offeredBy === me
            ? t('room.youOfferedRematch')
            : t('room.offersRematch', { seat: this.nameOf(snap, rematch.offeredBy) });
    const focused = (document.activeElement as HTMLElement | null)?.dataset?.action;
    this.actions.replaceChildren(...buttons);
    if (focused) (this.actions.querySelector(`[data-action="${focused}"]`) as HTMLElement | null)?.focus();
  }

  /**
   * After the end: offer a new game, or answer the offer that stands (accept or decline); one who agreed may
   * withdraw. The game starts once every player agrees (the server decides who must).
   */
  private rematchButtons(
    snap: Snapshot,
    me: Seat,
    button: (label: string, action: string, onclick: () => void, cls?: string) => HTMLElement,
  ): HTMLElement[] {
    const rematch = snap.state.rematch ?? null;
    if (rematch === null) return [button(t('room.newGame'), 'newGame', () => this.client.newGame(), 'primary')];
    if (rematch.agreed.includes(me))
      return [
        h(
          'button',
          { type: 'button', class: 'button', disabled: true, 'data-action': 'rematchOffered' },
          t('room.rematchOffered'),
        ),
        button(t('room.withdrawRematch'), 'newGameDecline', () => this.client.declineNewGame()),
      ];
    return [
      button(t('room.acceptRematch'), 'newGame', () => this.client.newGame(), 'primary'),
      button(t('room.declineRematch'), 'newGameDecline', () => this.client.declineNewGame()),
    ];
  }

  /**
   * A local game's own actions: take back the player's last move (also once the game is over) and ask for a hint
   * (in the player's turn); the hint's arrow stays on the board until the next move.
   */
  private localButtons(view: RoomView, snap: Snapshot): HTMLElement[] {
    const local = this.client.local;
    if (!local) return [];
    const out: HTMLElement[] = [];
    out.push(
      h(
        'button',
        {
          type: 'button',
          class: 'button',
          'data-action': 'takeBack',
          title: t('room.takeBackTitle'),
          disabled: !local.canTakeBack(),
          onclick: () => local.takeBack(),
        },
        t('room.takeBack'),
      ),
    );
    if (!snap.state.outcome) {
      const label = view.hinting ? t('room.lookingForHint') : t('room.hint');
      out.push(
        h(
          'button',
          {
            type: 'button',
            class: 'button',
            'data-action': 'hint',
            title: t('room.hintTitle'),
            disabled: !local.canHint(),
            onclick: () => local.hint(),
          },
          label,
        ),
      );
    }
    return out;
  }

  private renderHint(view: RoomView): void {
    const hint = view.hint;
    this.hintNote.hidden = !hint;
    this.hintNote.textContent = hint ? t('room.hintText', { san: hint.san }) : '';
  }

  private renderHead(snap: Snapshot): void {
    const st = snap.settings;
    const level = this.client.local?.level;
    const chips = [
      level !== undefined ? t('room.chipLevel', { level }) : null,
      st.clockBase
        ? clockChip(st)
        : st.daysPerMove
          ? t('clock.daysPerMove', { count: st.daysPerMove })
          : st.moveTime > 0
            ? t('room.chipMoveTime', { count: st.moveTime })
            : t('room.chipNoTimer'),
      st.showLegalMoves ? t('room.chipLegalShown') : t('room.chipLegalHidden'),
      st.moveLimit > 0 ? t('room.chipMoveLimit', { count: st.moveLimit }) : null,
      st.ranked ? t('room.chipRanked') : null,
      t('room.chipGame', { count: snap.state.gameNo }),
    ].filter((x): x is string => x !== null);
    const where = this.client.local
      ? t('room.whereLocal')
      : snap.seats.some((x) => x.kind === 'cpu')
        ? t('room.whereCpu')
        : t('room.wherePrivate');
    // The title too: the games' list (setGames) may come after the first snapshot.
    const key = JSON.stringify([chips, where, this.titleOf(snap)]);
    if (this.head.dataset.key === key) return;
    this.head.dataset.key = key;
    this.head.replaceChildren(
      h('h1', {}, `${this.titleOf(snap)} · ${where}`),
      h(
        'ul',
        { class: 'room-settings', 'aria-label': t('room.houseRules') },
        chips.map((c) => h('li', {}, c)),
      ),
      learnLinks(snap.game) ?? '',
    );
  }

  private renderInvite(snap: Snapshot): void {
    const free = snap.seats.some((s) => s.kind === 'human' && !s.taken);
    if (!free || snap.state.outcome || this.client.local) {
      this.invite.replaceChildren();
      return;
    }
    if (this.invite.childElementCount > 0) return;
    const link = `${window.location.origin}/r/${this.id}`;
    this.invite.replaceChildren(h('p', {}, t('room.invite')), copyField(link));
  }

  private tickClock(): void {
    const view = this.client.view;
    const snap = view.snapshot;
    this.voice.clock(viewerClockMs(snap, performance.now() - view.stateAt));
    if (renderSeatClocks(this.root, snap?.state, performance.now() - view.stateAt)) return;
    for (const el of this.root.querySelectorAll<HTMLElement>('.seat-clock')) {
      const clock = snap?.state.clock;
      if (!clock || snap?.state.outcome || Number(el.dataset.seat) !== clock.seat) {
        el.hidden = true;
        continue;
      }
      const left = clock.remainingMs - (performance.now() - view.stateAt);
      el.hidden = false;
      el.classList.toggle('low', left < 10000);
      // Days per move count down in days, hours and minutes; a time per move in seconds.
      if (snap.settings.daysPerMove) {
        el.textContent = formatDaysClock(left);
        el.setAttribute('aria-label', t('clock.moveLeft', { time: el.textContent }));
      } else {
        el.textContent = formatClock(left);
        el.setAttribute('aria-label', t('room.secondsLeft', { count: Math.max(0, Math.ceil(left / 1000)) }));
      }
    }
  }
}

export function copyField(text: string): HTMLElement {
  const input = h('input', {
    class: 'copy-input',
    type: 'text',
    readonly: true,
    value: text,
    'aria-label': t('room.roomLink'),
    onfocus: (e: Event) => (e.target as HTMLInputElement).select(),
  });
  const status = h('span', { class: 'copy-status', role: 'status', 'aria-live': 'polite' });
  const copy = h(
    'button',
    {
      type: 'button',
      class: 'button',
      onclick: async () => {
        try {
          await navigator.clipboard.writeText(text);
          status.textContent = t('room.copied');
        } catch {
          input.select();
          status.textContent = t('room.copyByHand');
        }
      },
    },
    t('room.copyLink'),
  );
  return h('div', { class: 'copy-field' }, input, copy, status);
}

/** The game's name for people: the catalogue's, else its title from the registry once loaded, else its name capitalized. */
function gameTitle(snap: Snapshot, info: GameInfo | undefined): string {
  return titleOfGame(snap.game, info?.title);
}

/** "Red, Blue and Green". */
function joinNames(names: string[]): string {
  return names.length < 2
    ? (names[0] ?? '')
    : t('room.list', { first: names.slice(0, -1).join(', '), last: names.at(-1) ?? '' });
}
