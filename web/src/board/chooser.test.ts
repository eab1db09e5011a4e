import { beforeAll, describe, expect, it } from 'vitest';
import { choicePiece, chooseMove, type ChoiceHint, type ChooserOptions } from './chooser';
import { seatLook } from './pieces';
import type { LegalMove } from '../game/types';
import { CHESS_BOARD, clientMoves, rectGeometry, square } from '../testing/fixtures';
import * as metamate from '../testing/metamateMoves';
import * as metamachy from '../testing/metamachyMoves';
import { learnMetamateKinds } from '../testing/copyingKinds';

// The Meta pictures come from the games list (GameInfo.copyingKinds).
beforeAll(learnMetamateKinds);

const METAMACHY_BOARD = rectGeometry(12, 12);
const chiefArrangements = () => clientMoves(metamachy.chiefArrangements(), METAMACHY_BOARD);
const promotionE12 = () => clientMoves(metamachy.promotionE12(), METAMACHY_BOARD);
const doublePromotion = () => clientMoves(metamate.doublePromotion());
const evolutionD4E5 = () => clientMoves(metamate.evolutionD4E5());
const setupH1 = () => clientMoves(metamate.setupH1());

const promo = clientMoves(
  ['q', 'r', 'b', 'n'].map((p) => ({
    u: `b7b8${p}`,
    from: 'b7',
    to: 'b8',
    san: `b8=${p.toUpperCase()}`,
  })),
);

/** The chooser over the moves on `geometry` (the chess board by default). */
function open(choices: LegalMove[], opts: Partial<ChooserOptions> = {}, geometry = CHESS_BOARD) {
  const host = document.createElement('div');
  document.body.replaceChildren(host);
  const answer = chooseMove(host, choices, { geometry, ...opts });
  return { host, answer, buttons: [...host.querySelectorAll<HTMLButtonElement>('button.choice')] };
}

/** Each button's caption: its name and the smaller line under it. */
const captions = (buttons: HTMLButtonElement[]) =>
  buttons.map((b) => [
    b.querySelector('.choice-label strong')?.textContent,
    b.querySelector('.choice-label small')?.textContent,
  ]);

describe('choicePiece', () => {
  it('reads the piece kind after "=" at the end of the SAN, check marks allowed', () => {
    expect(choicePiece('b8=Q')).toBe('Q');
    expect(choicePiece('exd8=N+')).toBe('N');
    expect(choicePiece('a1=R#')).toBe('R');
  });
  it('gives nothing for other moves or kinds the piece set does not draw', () => {
    expect(choicePiece('O-O')).toBeNull();
    expect(choicePiece('Nbd2')).toBeNull();
    expect(choicePiece('c8=Z')).toBeNull();
    expect(choicePiece('=Q@e4')).toBeNull();
  });
});

describe('chooseMove', () => {
  it("shows Metamachy's chief arrangements as pictures turned as Black sees the board, the default first and marked", async () => {
    const { host, answer, buttons } = open(
      chiefArrangements(),
      { owner: 1, seatCount: 2, confirm: true, quarterTurns: 2 },
      METAMACHY_BOARD,
    );
    expect(host.querySelector('h2')?.textContent).toBe('Setup: choose the arrangement');
    expect(host.querySelector('[role="dialog"]')?.getAttribute('data-about')).toBe('arrangement');
    expect(buttons).toHaveLength(24);
    const first = buttons[0] as HTMLButtonElement;
    expect(first.dataset.u).toBe('qkla@f12');
    expect(first.classList.contains('suggested')).toBe(true);
    expect(first.querySelector('.suggested-mark')?.textContent).toBe('default');
    expect(first.getAttribute('aria-label')).toBe('Queen f12 · King g12 · Lion f11 · Eagle g11 (default)');
    expect(buttons.filter((b) => b.querySelector('.suggested-mark'))).toHaveLength(1);
    // The picture: Black's pieces; seen from Black's side, rank 12 is at the bottom and file g left of f.
    const at = (b: Element, sq: string) => b.querySelector(`g.piece[data-sq="${sq}"]`);
    expect([...first.querySelectorAll('g.piece')].map((g) => g.getAttribute('data-kind'))).toEqual([
      'Q',
      'K',
      'L',
      'A',
    ]);
    expect(at(first, 'f12')?.querySelector('g')?.getAttribute('fill')).toBe(seatLook(1, 2).fill);
    expect(at(first, 'f12')?.getAttribute('transform')).toBe('translate(100 100)');
    expect(at(first, 'g12')?.getAttribute('transform')).toBe('translate(0 100)');
    expect(at(first, 'f11')?.getAttribute('transform')).toBe('translate(100 0)');
    expect(at(first, 'g11')?.getAttribute('transform')).toBe('translate(0 0)');
    const kqal = buttons.find((b) => b.dataset.u === 'kqal@f12');
    kqal?.click();
    expect((await answer)?.u).toBe('kqal@f12');
  });

  it('shows an arrangement upright for White: f12 top left, g11 bottom right', () => {
    const { buttons } = open(chiefArrangements(), { owner: 0, confirm: true }, METAMACHY_BOARD);
    const first = buttons[0] as HTMLButtonElement;
    expect(first.querySelector('g.piece[data-sq="f12"]')?.getAttribute('transform')).toBe('translate(0 0)');
    expect(first.querySelector('g.piece[data-sq="g11"]')?.getAttribute('transform')).toBe('translate(100 100)');
  });

  it("offers a Metamachy promotion as the three pieces' images: Queen, Lion, Eagle", async () => {
    const { answer, buttons } = open(promotionE12(), { owner: 0 }, METAMACHY_BOARD);
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Queen', 'Lion', 'Eagle']);
    expect(buttons.map((b) => b.querySelector('g.piece')?.getAttribute('data-kind'))).toEqual(['Q', 'L', 'A']);
    expect(buttons.every((b) => b.querySelector('g.piece text') === null)).toBe(true);
    buttons[1]?.click();
    expect((await answer)?.u).toBe('e11e12l');
  });

  it('answers at once when there is one move', async () => {
    const host = document.createElement('div');
    expect(await chooseMove(host, promo.slice(0, 1), { geometry: CHESS_BOARD })).toBe(promo[0]);
    expect(host.children).toHaveLength(0);
  });

  it('shows promotions as pieces in the owner colour, named for screen readers, and returns the picked one', async () => {
    const { host, answer, buttons } = open(promo, { owner: 1, seatCount: 2 });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Queen', 'Rook', 'Bishop', 'Knight']);
    expect(buttons.map((b) => b.querySelector('g.piece')?.getAttribute('data-kind'))).toEqual(['Q', 'R', 'B', 'N']);
    expect(buttons[0]?.querySelector('g.piece g')?.getAttribute('fill')).toBe(seatLook(1, 2).fill);
    expect(buttons[0]?.getAttribute('title')).toBe('b8=Q');
    expect(host.querySelector('[role="dialog"]')?.getAttribute('aria-modal')).toBe('true');
    buttons[3]?.click();
    expect((await answer)?.u).toBe('b7b8n');
    expect(host.querySelector('.chooser')).toBeNull();
  });

  it('shows any other choice as its SAN', async () => {
    const other = clientMoves([
      { u: 'x1', from: 'a1', to: 'a2', san: 'Ma2' },
      { u: 'x2', from: 'a1', to: 'a2', san: 'a2=Z' },
      { u: 'x3', from: 'a1', to: 'a2', san: 'a2=Q' },
    ]);
    const { buttons } = open(other);
    expect(buttons.map((b) => b.textContent)).toEqual(['Ma2', 'a2=Z', '']);
    expect(buttons[2]?.getAttribute('aria-label')).toBe('Queen');
  });

  it('can be cancelled with Escape', async () => {
    const { host, answer } = open(promo);
    host.querySelector('.chooser')?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(await answer).toBeNull();
  });

  it('is cancelled by Escape while the focus is still on the board that opened it', async () => {
    const { answer } = open(promo);
    const board = document.createElement('button');
    document.body.append(board);
    board.focus();
    board.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(await answer).toBeNull();
    board.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true })); // closed: nothing more
    board.remove();
  });

  it('ignores the click a touch screen sends after the tap that opened it, then takes presses inside it', async () => {
    // A tap: pointerdown and pointerup on the board open the dialog; the compatibility click comes afterwards at
    // the same point (detail 1, no pointerdown inside the dialog), on the backdrop or on an answer.
    const { host, answer, buttons } = open(promo);
    const overlay = host.querySelector('.chooser') as HTMLElement;
    const pointerClick = (el: Element) =>
      el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    pointerClick(overlay);
    pointerClick(buttons[3]!);
    expect(host.querySelector('.chooser')).not.toBeNull();
    // A real press inside the dialog: the answer counts.
    buttons[1]!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    pointerClick(buttons[1]!);
    expect((await answer)?.u).toBe('b7b8r');
  });

  it('closes on a press and click on its backdrop', async () => {
    const { host, answer } = open(promo);
    const overlay = host.querySelector('.chooser') as HTMLElement;
    overlay.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    overlay.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));
    expect(await answer).toBeNull();
    expect(host.querySelector('.chooser')).toBeNull();
  });

  it('closes when its signal aborts', async () => {
    const ctl = new AbortController();
    const { host, answer } = open(promo, { signal: ctl.signal });
    ctl.abort();
    expect(await answer).toBeNull();
    expect(host.querySelector('.chooser')).toBeNull();
    ctl.abort();
    expect(await chooseMove(host, promo, { geometry: CHESS_BOARD, signal: ctl.signal })).toBeNull();
    expect(host.querySelector('.chooser')).toBeNull();
  });

  it('walks a double promotion one choice after the other in the same dialog', async () => {
    const { host, answer } = open(doublePromotion());
    const heading = () => host.querySelector('[role="dialog"] h2')?.textContent;
    const pieces = () => [...host.querySelectorAll('button.choice')].map((b) => b.getAttribute('data-piece'));
    expect(heading()).toBe('The piece on d8 becomes');
    expect(pieces()).toEqual(['Q', 'R', 'B', 'N']);
    host.querySelector<HTMLButtonElement>('button.choice[data-piece="R"]')?.click();
    expect(heading()).toBe('The piece on e8 becomes');
    expect(pieces()).toEqual(['Q', 'R', 'B', 'N']);
    expect(host.querySelector('.chooser-steps')?.textContent).toBe('d8: rook');
    // The last step's buttons each lead to one move.
    expect(host.querySelector('button.choice[data-piece="N"]')?.getAttribute('data-u')).toBe('d7d8r,e8n');
    host.querySelector<HTMLButtonElement>('button.choice[data-piece="N"]')?.click();
    expect((await answer)?.u).toBe('d7d8r,e8n');
    expect(host.querySelector('.chooser')).toBeNull();
  });

  it("names a Meta's evolutions in the chooser's language, not the engine's English", () => {
    const { buttons } = open(evolutionD4E5(), { lang: 'fr' });
    expect(captions(buttons)).toEqual([
      ['M2.1', 'copie les 4 voisins orthogonaux'],
      ['M2.2', 'copie les 4 voisins diagonaux'],
    ]);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('M2.1\u00a0: copie les 4 voisins orthogonaux');
  });

  it('shows the M1 evolution options as Meta pictures with their labels and reports their squares while considered', async () => {
    const hints: (ChoiceHint | null)[] = [];
    const { host, answer, buttons } = open(evolutionD4E5(), { onHighlight: (h: ChoiceHint | null) => hints.push(h) });
    expect(buttons.map((b) => b.querySelector('g.piece')?.getAttribute('data-kind'))).toEqual(['M2.1', 'M2.2']);
    expect(captions(buttons)).toEqual([
      ['M2.1', 'copies the 4 orthogonal neighbours'],
      ['M2.2', 'copies the 4 diagonal neighbours'],
    ]);
    expect(buttons[1]?.getAttribute('aria-label')).toBe('M2.2: copies the 4 diagonal neighbours');
    // Opening focuses the first option: its squares show.
    expect(hints.at(-1)).toEqual({ square: square('e5'), squares: [square('e4')] });
    buttons[1]?.dispatchEvent(new Event('pointerenter'));
    expect(hints.at(-1)).toEqual({ square: square('e5'), squares: [square('f6')] });
    buttons[1]?.dispatchEvent(new Event('pointerleave'));
    expect(hints.at(-1)).toEqual({ square: square('e5'), squares: [] });
    buttons[1]?.click();
    expect((await answer)?.u).toBe('d4e5m2.2');
    expect(hints.at(-1)).toBeNull();
    expect(host.querySelector('.chooser')).toBeNull();
  });

  it('asks to confirm a single setup choice when told to, and places itself away from the square', async () => {
    const host = document.createElement('div');
    document.body.replaceChildren(host);
    const answer = chooseMove(host, setupH1(), {
      geometry: CHESS_BOARD,
      confirm: true,
      placement: (sq) => (sq === square('h1') ? 'start' : 'end'),
    });
    expect(host.querySelector('[role="dialog"] h2')?.textContent).toBe('Setup: the piece on h1 becomes');
    expect(host.querySelector<HTMLElement>('.chooser')?.dataset.place).toBe('start');
    const buttons = [...host.querySelectorAll<HTMLButtonElement>('button.choice')];
    expect(buttons.map((b) => b.getAttribute('data-piece'))).toEqual(['M3']);
    buttons[0]?.click();
    expect((await answer)?.u).toBe('m3@h1');
    // Without confirm, the one move is the answer at once.
    expect((await chooseMove(host, setupH1(), { geometry: CHESS_BOARD }))?.u).toBe('m3@h1');
    expect(host.children).toHaveLength(0);
  });
});
