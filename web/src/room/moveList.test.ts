import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { entryText, MoveList, plyForKey, PLAY_STEP_MS, type MoveListEntry } from './moveList';

// The fool's mate, 1.f3 e5 2.g4 Qh4# (the shortest checkmate of chess).
const FOOLS_MATE: MoveListEntry[] = [
  { san: 'f3', seat: 0 },
  { san: 'e5', seat: 1 },
  { san: 'g4', seat: 0 },
  { san: 'Qh4#', seat: 1 },
];

function mount(history: MoveListEntry[], seats = 2, viewed: number | null = null, over = false) {
  const selected: number[] = [];
  const list = new MoveList({
    select: (ply) => selected.push(ply),
    seatName: (s) => ['White', 'Black', 'Yellow', 'Green'][s] ?? '',
  });
  document.body.replaceChildren(list.element);
  list.update(history, seats, viewed, over);
  return { list, selected, el: list.element };
}

const buttons = (el: HTMLElement) => [...el.querySelectorAll<HTMLButtonElement>('ol.move-list button.move')];
const key = (el: Element, k: string) =>
  el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe('MoveList', () => {
  let active: MoveList | null = null;
  beforeEach(() => vi.useRealTimers());
  afterEach(() => active?.destroy());

  it('is an ordered list of numbered rows, one named button a ply', () => {
    const { el, list } = mount(FOOLS_MATE);
    active = list;
    const rows = el.querySelectorAll('ol.move-list > li');
    expect(rows).toHaveLength(2);
    expect(buttons(el).map((b) => b.textContent)).toEqual(['f3', 'e5', 'g4', 'Qh4#']);
    expect(buttons(el).map((b) => b.dataset.ply)).toEqual(['1', '2', '3', '4']);
    expect(buttons(el)[3]?.getAttribute('aria-label')).toBe('2. Black: Qh4#');
    // The live position is the last ply: it is the current entry and the one Tab reaches.
    expect(buttons(el)[3]?.getAttribute('aria-current')).toBe('true');
    expect(buttons(el).filter((b) => b.tabIndex === 0)).toHaveLength(1);
  });

  it('asks for the position of a clicked move', () => {
    const { el, selected, list } = mount(FOOLS_MATE);
    active = list;
    buttons(el)[1]?.click();
    expect(selected).toEqual([2]);
  });

  it('steps with the arrow keys, Home and End, each from the ply asked for before', () => {
    const { el, selected, list } = mount(FOOLS_MATE, 2, 2);
    active = list;
    const ol = el.querySelector('ol')!;
    // The page has not shown any of them yet: each key steps on from the one before.
    key(ol, 'ArrowLeft');
    key(ol, 'ArrowLeft');
    key(ol, 'ArrowRight');
    key(ol, 'Home');
    key(ol, 'End');
    expect(selected).toEqual([1, 0, 1, 0, 4]);
    expect(el.querySelector('[aria-current="true"]')?.getAttribute('data-ply')).toBe('4');
    expect(plyForKey('ArrowLeft', 0, 4)).toBe(0);
    expect(plyForKey('ArrowRight', 4, 4)).toBe(4);
    expect(plyForKey('a', 2, 4)).toBeNull();
  });

  it('marks the ply asked for at once, and the one shown again when the page could not show it', () => {
    const { el, list } = mount(FOOLS_MATE, 2, 2);
    active = list;
    key(el.querySelector('ol')!, 'ArrowLeft');
    expect(el.querySelector('[aria-current="true"]')?.getAttribute('data-ply')).toBe('1');
    list.settle();
    expect(el.querySelector('[aria-current="true"]')?.getAttribute('data-ply')).toBe('2');
  });

  it('stays on the ply shown while the live game goes on', () => {
    const { el, list } = mount(FOOLS_MATE.slice(0, 2), 2, 1);
    active = list;
    list.update(FOOLS_MATE.slice(0, 3), 2, 1, false);
    expect(buttons(el)).toHaveLength(3);
    expect(el.querySelector('[aria-current="true"]')?.textContent).toBe('f3');
  });

  it('lays four seats out two plies a line, and names a resignation in words', () => {
    // Four-player chess (PGN4): Red's knight takes on m8 with a long move text; Blue resigns ("R" in PGN4).
    const history: MoveListEntry[] = [
      { san: 'Nn10xBm8', seat: 0 },
      { san: 'R', seat: 1, kind: 'resignation' },
      { san: 'Rd14-d13', seat: 2 },
      { san: 'Qn7-m7', seat: 3 },
    ];
    const { el, list } = mount(history, 4);
    active = list;
    const ol = el.querySelector('ol')!;
    expect(ol.classList.contains('many-seats')).toBe(true);
    expect(ol.dataset.seats).toBe('4');
    expect(buttons(el)[1]?.textContent).toBe('resigns');
    expect(buttons(el)[1]?.classList.contains('move-words')).toBe(true);
    expect(entryText({ san: 'R', seat: 0 })).toBe('R'); // a rook move keeps its text
  });

  it('plays a finished game through from the start, and pauses', () => {
    vi.useFakeTimers();
    const { el, selected, list } = mount(FOOLS_MATE, 2, null, true);
    active = list;
    el.querySelector<HTMLButtonElement>('[data-action="play"]')!.click();
    expect(selected).toEqual([0]);
    list.update(FOOLS_MATE, 2, 0, true);
    vi.advanceTimersByTime(PLAY_STEP_MS);
    expect(selected).toEqual([0, 1]);
    list.update(FOOLS_MATE, 2, 1, true);
    el.querySelector<HTMLButtonElement>('[data-action="pause"]')!.click();
    vi.advanceTimersByTime(PLAY_STEP_MS * 3);
    expect(selected).toEqual([0, 1]);
  });

  it('keeps the focus in the list at the start position, where the keys go on working', () => {
    const { el, selected, list } = mount(FOOLS_MATE, 2, 2);
    active = list;
    const ol = el.querySelector('ol')!;
    buttons(el)[1]!.focus();
    key(document.activeElement!, 'Home');
    // No move is current at the start: the list itself holds the focus and is the tab stop.
    expect(document.activeElement).toBe(ol);
    expect(ol.tabIndex).toBe(0);
    expect(buttons(el).filter((b) => b.tabIndex === 0)).toHaveLength(0);
    key(document.activeElement!, 'ArrowRight');
    expect(selected).toEqual([0, 1]);
    expect(document.activeElement).toBe(buttons(el)[0]);
    expect(ol.tabIndex).toBe(-1);
    key(document.activeElement!, 'ArrowLeft');
    expect(document.activeElement).toBe(ol);
  });

  it('moves the focus from a toolbar button that cannot be used any more to the list', () => {
    const { el, selected, list } = mount(FOOLS_MATE, 2, 2);
    active = list;
    const step = (action: string) => el.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)!;
    step('prev').focus();
    step('prev').click();
    // The toolbar is drawn again: the new "previous" button has the focus, still usable.
    expect(document.activeElement).toBe(step('prev'));
    step('first').focus();
    step('first').click();
    expect(step('first').disabled).toBe(true);
    expect(document.activeElement).toBe(el.querySelector('ol'));
    key(document.activeElement!, 'End');
    expect(selected).toEqual([1, 0, 4]);
  });

  it('takes the keys once the list has the focus, without a move clicked before', () => {
    const { el, selected, list } = mount(FOOLS_MATE);
    active = list;
    const ol = el.querySelector('ol')!;
    // At the live position the last move is the tab stop; a click beside the moves focuses the list.
    expect(ol.tabIndex).toBe(-1);
    ol.focus();
    expect(document.activeElement).toBe(ol);
    key(ol, 'ArrowLeft');
    expect(selected).toEqual([3]);
    expect(document.activeElement).toBe(buttons(el)[2]);
  });

  it('offers no play button while the game goes on', () => {
    const { el, list } = mount(FOOLS_MATE.slice(0, 2));
    active = list;
    expect(el.querySelector('[data-action="play"]')).toBeNull();
    expect(el.querySelector<HTMLButtonElement>('[data-action="prev"]')?.disabled).toBe(false);
    expect(el.querySelector<HTMLButtonElement>('[data-action="next"]')?.disabled).toBe(true);
  });
});
