import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalMove, Piece, PositionView } from '../protocol';
import { rectGeometry } from '../testing/fixtures';
import { tutorialPage } from './tutorial';

// A stand-in for GET /api/position: the lesson positions of src/tutorials/metamate.json with the legal moves the
// engine lists for them (build/release/cli/littletable fen --game metamate FEN), and the position after a move.
const mv = (u: string, san: string): LegalMove => ({ u, from: u.slice(0, 2), to: u.slice(2, 4), san });
const P = (sq: string, kind: string, owner = 0): Piece => ({ sq, owner, kind });
const KINGS = [P('e1', 'K'), P('e8', 'K', 1)];
const POSITIONS: Record<string, { pieces: Piece[]; moves: LegalMove[] }> = {
  copy: {
    pieces: [...KINGS, P('d2', 'P'), P('e2', 'M1h')],
    moves: ['e1d1 Kd1', 'e1f1 Kf1', 'e1f2 Kf2', 'd2d3 d3', 'd2d4 d4', 'e2e4 Me4', 'e2e3 Me3'].map((s) =>
      mv(...(s.split(' ') as [string, string])),
    ),
  },
  evolution: {
    pieces: [...KINGS, P('c5', 'N'), P('d5', 'P', 1), P('e4', 'M1h'), P('f4', 'P')],
    // The choices as the engine sends them: an M2.1 on d5 copies its orthogonal neighbours (rules/metamate.md §3),
    // of which only c5 holds a piece; an M2.2 there has no diagonal neighbour to copy.
    moves: [
      mv('e4e5', 'Me5'),
      {
        ...mv('e4d5m2.1', 'Mxd5=M2.1'),
        choices: [{ sq: 'd5', option: 'M2.1', label: 'M2.1: copies the 4 orthogonal neighbours', highlight: ['c5'] }],
      },
      {
        ...mv('e4d5m2.2', 'Mxd5=M2.2'),
        choices: [{ sq: 'd5', option: 'M2.2', label: 'M2.2: copies the 4 diagonal neighbours' }],
      },
      mv('f4f5', 'f5'),
    ],
  },
  'm4-copies-enemies': {
    pieces: [...KINGS, P('c6', 'Q', 1), P('d4', 'M4'), P('e4', 'N', 1)],
    moves: [mv('d4c6', 'Mxc6'), mv('d4e6', 'Me6')],
  },
};

function fakeServer(lessonId: string) {
  const start = POSITIONS[lessonId]!;
  return vi.fn(async (_game: string, _fen: string, moves: readonly string[] = []): Promise<PositionView> => {
    const base = { geometry: rectGeometry(8, 8), toMove: 0, check: [] };
    if (moves.length === 0) return { ...base, pieces: start.pieces, moves: start.moves, lastMove: null };
    const m = start.moves.find((x) => x.u === moves[0])!;
    const kind = m.u.includes('m2.1') ? 'M2.1' : (start.pieces.find((p) => p.sq === m.from)?.kind ?? '?');
    const pieces = start.pieces.filter((p) => p.sq !== m.from && p.sq !== m.to).concat(P(String(m.to), kind));
    return { ...base, toMove: 1, pieces, moves: [], lastMove: { from: m.from, to: m.to } };
  });
}

function click(main: HTMLElement, sq: string) {
  const rect = main.querySelector(`rect.sq[data-sq="${sq}"]`);
  if (!rect) throw new Error(`no square ${sq}`);
  rect.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0, clientX: 10, clientY: 10 }));
  window.dispatchEvent(new MouseEvent('pointerup', { bubbles: true, button: 0, clientX: 10, clientY: 10 }));
}

function mount(lang: string | null, n: number | null, lessonId: string, game = 'metamate') {
  document.body.innerHTML = '<main id="main"></main>';
  const main = document.getElementById('main') as HTMLElement;
  const loadPosition = fakeServer(lessonId);
  const cleanup = tutorialPage(main, game, lang, n, { loadPosition });
  return { main, loadPosition, cleanup };
}

const feedback = (main: HTMLElement) => main.querySelector('.lesson-feedback');

describe('tutorialPage', () => {
  let cleanup: (() => void) | null = null;
  afterEach(() => {
    cleanup?.();
    localStorage.clear();
  });

  it('shows the lesson, hints after a wrong move and explains the right one, then offers the next lesson', async () => {
    const t = mount('en', 1, 'copy');
    cleanup = t.cleanup;
    const { main } = t;
    expect(main.querySelector('h1')?.textContent).toBe('Metamate in five lessons');
    expect(main.querySelector('h2')?.textContent).toBe('1. The copy');
    expect(main.querySelector('.lesson-task')?.textContent).toContain('Play a pawn move with the Meta');
    expect([...main.querySelectorAll('.lesson-list a')].map((a) => a.getAttribute('href'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `/tutorials/metamate/en/${n}`),
    );
    expect(main.querySelector('.lang-switch a[hreflang="fr"]')?.getAttribute('href')).toBe('/tutorials/metamate/fr/1');
    await vi.waitFor(() => expect(main.querySelector('svg.board.movable')).not.toBeNull());
    expect(main.querySelector('svg.board .mark')?.getAttribute('data-sq')).toBe('d2');

    click(main, 'd2');
    click(main, 'd3');
    await vi.waitFor(() => expect(feedback(main)?.classList.contains('hint')).toBe(true));
    expect(feedback(main)?.textContent).toContain('That was the pawn itself');
    expect(main.querySelector('svg.board.movable')).not.toBeNull();
    expect(main.querySelector('g.piece[data-sq="d2"]')).not.toBeNull();

    click(main, 'e2');
    click(main, 'e4');
    await vi.waitFor(() => expect(feedback(main)?.classList.contains('solved')).toBe(true));
    expect(feedback(main)?.textContent).toContain('The Meta has no move of its own');
    expect(t.loadPosition).toHaveBeenLastCalledWith('metamate', '4k3/8/8/8/8/8/3PM[1h]3/4K3 w - - 0 1', ['e2e4']);
    expect(main.querySelector('g.piece[data-sq="e4"]')?.getAttribute('data-kind')).toBe('M1h');
    expect(main.querySelectorAll('svg.board .last-move')).toHaveLength(2);
    expect(main.querySelector('svg.board.movable')).toBeNull();
    expect(main.querySelector('.lesson-actions a.primary')?.getAttribute('href')).toBe('/tutorials/metamate/en/2');

    (main.querySelector('.lesson-actions button') as HTMLButtonElement).click();
    expect(feedback(main)?.textContent).toBe('');
    expect(main.querySelector('g.piece[data-sq="e2"]')).not.toBeNull();
    expect(main.querySelector('svg.board.movable')).not.toBeNull();
  });

  it('asks for the evolution among the moves between the same squares and judges the chosen one', async () => {
    const t = mount('de', 3, 'evolution');
    cleanup = t.cleanup;
    const { main } = t;
    expect(document.documentElement.lang).toBe('de');
    await vi.waitFor(() => expect(main.querySelector('svg.board.movable')).not.toBeNull());
    click(main, 'e4');
    click(main, 'd5');
    const choose = (u: string) =>
      (main.querySelector(`[role="dialog"] button[data-u="${u}"]`) as HTMLButtonElement).click();
    expect(main.querySelectorAll('[role="dialog"] button[data-u]')).toHaveLength(2);
    // The chooser speaks the page's language.
    expect(main.querySelector('[role="dialog"] h2')?.textContent).toBe('Die Figur auf d5 wird zu');
    expect([...main.querySelectorAll('[role="dialog"] button.link-button')].map((b) => b.textContent)).toEqual([
      'Abbrechen',
    ]);
    // While an answer is considered the board colours what it would copy, as in a room, and the dialog sits in the
    // board's other half (d5 is in the top half for White), so d5 and c5 stay in view.
    const hintSquares = () => [...main.querySelectorAll('svg.board rect.hint')].map((r) => r.getAttribute('data-sq'));
    const answer = (u: string) => main.querySelector(`[role="dialog"] button[data-u="${u}"]`) as HTMLButtonElement;
    expect((main.querySelector('.chooser') as HTMLElement).dataset.place).toBe('end');
    answer('e4d5m2.1').dispatchEvent(new MouseEvent('pointerenter'));
    expect(hintSquares()).toEqual(['c5']);
    expect(main.querySelector('svg.board rect.hint-square')?.getAttribute('data-sq')).toBe('d5');
    answer('e4d5m2.2').dispatchEvent(new MouseEvent('pointerenter'));
    expect(hintSquares()).toEqual([]);
    choose('e4d5m2.2');
    expect(main.querySelectorAll('svg.board rect.hint, svg.board rect.hint-square')).toHaveLength(0);
    await vi.waitFor(() => expect(feedback(main)?.textContent).toContain('wähle M2.1'));
    click(main, 'e4');
    click(main, 'd5');
    choose('e4d5m2.1');
    await vi.waitFor(() => expect(feedback(main)?.classList.contains('solved')).toBe(true));
    expect(feedback(main)?.textContent).toContain('Jedes Schlagen lässt einen Meta eine Stufe aufsteigen');
    expect(main.querySelector('g.piece[data-sq="d5"]')?.getAttribute('data-kind')).toBe('M2.1');
  });

  it('ticks a solved lesson, keeps it on the device and opens the tutorial at the first lesson not solved', async () => {
    let t = mount('en', 1, 'copy');
    const { main } = t;
    await vi.waitFor(() => expect(main.querySelector('svg.board.movable')).not.toBeNull());
    expect(main.querySelector('.lesson-done')).toBeNull();
    click(main, 'e2');
    click(main, 'e3');
    await vi.waitFor(() => expect(feedback(main)?.classList.contains('solved')).toBe(true));
    expect(main.querySelector('.lesson-list li:first-child .lesson-done')?.textContent).toBe(' ✓ (finished)');
    expect(main.querySelectorAll('.lesson-done')).toHaveLength(1);
    t.cleanup();
    t = mount('en', null, 'copy');
    cleanup = t.cleanup;
    expect(t.main.querySelector('h2')?.textContent).toBe('2. Accumulated copies');
    expect(t.main.querySelector('.lesson-list li:first-child .lesson-done')).not.toBeNull();
  });

  it('ends after the last lesson with a way to play', async () => {
    const t = mount('fr', 5, 'm4-copies-enemies');
    cleanup = t.cleanup;
    const { main } = t;
    expect(main.querySelector('.facts')?.textContent).toBe('Leçon 5 sur 5');
    await vi.waitFor(() => expect(main.querySelector('svg.board.movable')).not.toBeNull());
    click(main, 'd4');
    click(main, 'c6');
    await vi.waitFor(() => expect(feedback(main)?.classList.contains('solved')).toBe(true));
    expect(main.querySelector('.lesson-actions a.primary')?.getAttribute('href')).toBe('/?game=metamate');
    expect(main.querySelector('.lesson-finished')?.textContent).toContain('dernière leçon');
  });

  it("opens another game's lessons at their own address when they teach this game too", () => {
    history.replaceState(null, '', '/tutorials/martian4/de');
    const t = mount('de', null, 'copy', 'martian4');
    cleanup = t.cleanup;
    expect(window.location.pathname).toBe('/tutorials/martian/de');
    expect(t.main.querySelector('article.tutorial')?.getAttribute('data-lesson')).toBe('zones');
  });

  it('writes the language it picked in the address when the one asked for is not written', () => {
    history.replaceState(null, '', '/tutorials/metamate/xx/2');
    const t = mount('xx', 2, 'copy');
    cleanup = t.cleanup;
    expect(window.location.pathname).toBe('/tutorials/metamate/en/2');
    expect(t.main.querySelector('article.tutorial')?.getAttribute('lang')).toBe('en');
  });

  it('says why a piece cannot go where it was sent, and the position stays', async () => {
    const t = mount('en', 1, 'copy');
    cleanup = t.cleanup;
    const { main } = t;
    await vi.waitFor(() => expect(main.querySelector('svg.board.movable')).not.toBeNull());
    click(main, 'e2');
    click(main, 'e6'); // the Meta has no move there
    expect(feedback(main)?.classList.contains('hint')).toBe(true);
    expect(feedback(main)?.textContent).toBe('That move is not allowed. '); // the lesson says nothing of e6
    expect(main.querySelector('g.piece[data-sq="e2"]')).not.toBeNull();
    expect(t.loadPosition).toHaveBeenCalledTimes(1);
  });

  it('says so when there is no such lesson or the position cannot be loaded', async () => {
    let t = mount('en', 9, 'copy');
    expect(t.main.querySelector('h1')?.textContent).toBe('No such lesson');
    expect(t.main.querySelector('p')?.textContent).toBe('“Metamate in five lessons” has 5 lessons.');
    expect(t.main.querySelector('a.button')?.getAttribute('href')).toBe('/tutorials/metamate/en/1');
    t = mount('en', 1, 'copy', 'nogame');
    expect(t.main.querySelector('h1')?.textContent).toBe('No such lesson');
    document.body.innerHTML = '<main id="main"></main>';
    const main = document.getElementById('main') as HTMLElement;
    const loadPosition = vi.fn(() => Promise.reject(new Error('offline')));
    cleanup = tutorialPage(main, 'metamate', 'en', 2, { loadPosition });
    await vi.waitFor(() =>
      expect(main.querySelector('.lesson-board .error')?.textContent).toContain('could not be loaded'),
    );
  });
});
