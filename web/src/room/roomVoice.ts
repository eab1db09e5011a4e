// What the room page says and sounds after each change: the announcement in words (announce.ts) written into a
// visually hidden live region that screen readers read out, the move's sound (sound/sounds.ts), a tone when
// another player's move makes it the viewer's turn, the low-time
// warning on the viewer's own running clock, and the mute switch. The room page calls `update` with every snapshot
// and `clock` with every tick.

import { onLanguageChange, t } from '../i18n/i18n';
import { h } from '../dom';
import type { GameState, Snapshot } from '../game/types';
import { LowTimeAlarm } from '../sound/lowTime';
import { isMuted, muteSwitch } from '../sound/muteSwitch';
import { soundFor, SoundPlayer, type AudioOut } from '../sound/sounds';
import { announce, type Seating } from './announce';
import { seatClockMs } from './seatClocks';

/**
 * The viewer's own clock while it runs on their turn (ms left `elapsedMs` after the state came): the game clock
 * when the room has one, else the per-move countdown; null for a spectator, another seat's turn, or the game's end.
 */
export function viewerClockMs(snap: Snapshot | null, elapsedMs: number): number | null {
  const me = snap?.you.seat ?? null;
  if (!snap || me === null || snap.state.outcome) return null;
  const game = seatClockMs(snap.state, me, elapsedMs);
  if (game) return game.running ? game.ms : null;
  const move = snap.state.clock;
  return move && move.seat === me ? move.remainingMs - elapsedMs : null;
}

/**
 * Whether another player's move just made it the viewer's turn (`before`: the last state): the "your turn" tone. A
 * computer's reply does not count, so a game against the computer sounds only its moves.
 */
export function turnedToViewer(before: GameState | null, snap: Snapshot): boolean {
  const me = snap.you.seat;
  const after = snap.state;
  if (!before || me === null || after.outcome || before.gameNo !== after.gameNo) return false;
  if (after.toMove !== me || before.toMove === me || after.history.length <= before.history.length) return false;
  const mover = after.history.at(-1)?.seat;
  const seat = snap.seats.find((s) => s.seat === mover);
  return !!seat && seat.kind === 'human' && !seat.cpuPlaying;
}

/** How many past announcements stay in the region (for a reader that looks back). */
const KEPT = 5;

export class RoomVoice {
  /**
   * Not shown; screen readers read out each announcement added to it. Each is a paragraph of its own, so two in
   * quick succession (the player's move and the computer's reply) are both read, and the same text twice too.
   */
  readonly region = h('div', {
    class: 'visually-hidden move-announcements',
    'aria-live': 'polite',
    'aria-relevant': 'additions',
  });
  readonly muteButton = muteSwitch();
  private readonly sounds: SoundPlayer;
  private readonly lowTime: LowTimeAlarm;
  private readonly stopLanguage: () => void;
  private last: GameState | null = null;

  constructor(createContext?: () => AudioOut | null, gestures?: EventTarget | null) {
    this.sounds = new SoundPlayer({ muted: isMuted, ...(createContext ? { createContext } : {}) }, gestures);
    this.lowTime = new LowTimeAlarm(() => this.sounds.play('lowTime'));
    this.stopLanguage = onLanguageChange(() => (this.muteButton.textContent = t('sound.mute')));
  }

  /** The room as it is now: says and sounds what changed since the last call. */
  update(snap: Snapshot, seating: Seating): void {
    const before = this.last;
    const after = snap.state;
    if (before === after) return;
    this.last = after;
    const text = announce(before, after, seating, snap.geometry);
    if (text) {
      this.region.append(h('p', {}, text));
      while (this.region.childElementCount > KEPT) this.region.firstElementChild?.remove();
    }
    const sound = soundFor(before, after);
    if (sound) this.sounds.play(sound);
    if (turnedToViewer(before, snap)) this.sounds.play('yourTurn');
  }

  /** The viewer's own clock while it runs on their turn (ms left), else null: sounds the low-time warning. */
  clock(msLeft: number | null): void {
    this.lowTime.update(msLeft);
  }

  destroy(): void {
    this.sounds.destroy();
    this.stopLanguage();
  }
}
