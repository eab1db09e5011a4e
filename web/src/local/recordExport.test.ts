import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecordExport, moveListText, pgnDate, recordFileName, type RecordMove } from './recordExport';
import { EngineError, type Engine } from '../engine/engineClient';

const PGN = '[Event "?"]\n[White "Ann"]\n[Black "Computer"]\n[Result "*"]\n\n1. e4 e5 *\n';
const day = new Date(2026, 11, 3, 21, 30);
const history: RecordMove[] = [
  { san: 'e4', seat: 0 },
  { san: 'e5', seat: 1 },
];

/** An engine answering `record` requests in the order asked, by hand (`answer`) or at once. */
class FakeEngine implements Engine {
  readonly requests: Record<string, unknown>[] = [];
  private readonly held: ((reply: string | Error) => void)[] = [];
  constructor(private readonly auto: string | Error | null) {}
  request<T>(req: Record<string, unknown>): Promise<T> {
    this.requests.push(req);
    return new Promise<T>((resolve, reject) => {
      const answer = (r: string | Error) => (r instanceof Error ? reject(r) : resolve({ ok: true, record: r } as T));
      if (this.auto !== null) setTimeout(() => answer(this.auto!), 0);
      else this.held.push(answer);
    });
  }
  answer(index: number, reply: string | Error): void {
    this.held[index]?.(reply);
  }
}

const flush = () => new Promise((r) => setTimeout(r, 0));
const blobs = new Map<string, Blob>();
let made = 0;

function readBlob(b: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(b);
  });
}

beforeEach(() => {
  blobs.clear();
  URL.createObjectURL = vi.fn((b: Blob) => {
    const url = `blob:test/${++made}`;
    blobs.set(url, b);
    return url;
  });
  URL.revokeObjectURL = vi.fn((url: string) => void blobs.delete(url));
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

async function mount(engine: Engine, game = 'chess', moves = history, seatCount = 2) {
  const recordFormat = game === 'fourplayer' ? 'pgn4' : 'pgn'; // as GameInfo.recordFormat says
  const exp = createRecordExport({
    engine,
    id: 7,
    game,
    recordFormat,
    players: ['Ann', 'Computer'],
    tags: { Event: 'Casual game' },
    history: moves,
    seatCount,
    date: day,
  });
  document.body.replaceChildren(exp.element);
  await flush();
  const el = exp.element;
  return {
    exp,
    el,
    text: el.querySelector('textarea')!,
    link: el.querySelector<HTMLAnchorElement>('a.record-download')!,
    copy: el.querySelector<HTMLButtonElement>('button.record-copy')!,
    status: el.querySelector('.copy-status')!,
    formats: [...el.querySelectorAll<HTMLInputElement>('input[type=radio]')],
  };
}

describe('the texts', () => {
  it('number the moves as the move list does', () => {
    expect(moveListText([...history, { san: 'Nf3', seat: 0 }], 2)).toBe('1. e4 e5\n2. Nf3');
    expect(
      moveListText(
        [
          { san: 'e5', seat: 1 },
          { san: 'Nf3', seat: 0 },
        ],
        2,
      ),
    ).toBe('1. … e5\n2. Nf3');
    expect(
      moveListText(
        [
          { san: 'M1h@g2', seat: 0, kind: 'setup' },
          { san: 'M3@h3', seat: 1, kind: 'setup' },
          { san: 'Mxh3=M2.1#', seat: 0 },
        ],
        2,
      ),
    ).toBe('Setup M1h@g2 M3@h3\n1. Mxh3=M2.1#');
    expect(
      moveListText(
        ['h2-h4', 'b7-c7', 'g13-g11', 'm8-k8', 'i2-i3'].map((san, seat) => ({ san, seat: seat % 4 })),
        4,
      ),
    ).toBe('1. h2-h4 b7-c7 g13-g11 m8-k8\n2. i2-i3');
    expect(moveListText([], 2)).toBe('');
  });

  it('name the file by game and local day, PGN4 for four-player chess', () => {
    expect(recordFileName('chess', day, 'pgn')).toBe('littletable-chess-2026-12-03.pgn');
    expect(recordFileName('fourplayer', new Date(2027, 0, 9), 'pgn4')).toBe('littletable-fourplayer-2027-01-09.pgn4');
    expect(pgnDate(day)).toBe('2026.12.03');
  });
});

describe('createRecordExport', () => {
  it('asks for the record with players and tags and offers it to copy and download', async () => {
    const engine = new FakeEngine(PGN);
    const { text, link, formats } = await mount(engine);
    expect(engine.requests).toEqual([
      { cmd: 'record', id: 7, players: ['Ann', 'Computer'], tags: { Date: '2026.12.03', Event: 'Casual game' } },
    ]);
    expect(text.value).toBe(PGN);
    expect(text.getAttribute('aria-label')).toBe('The game in PGN');
    expect(formats.map((f) => f.parentElement?.textContent)).toEqual(['PGN', 'Move list']);
    expect(link.getAttribute('download')).toBe('littletable-chess-2026-12-03.pgn');
    expect(await readBlob(blobs.get(link.getAttribute('href')!)!)).toBe(PGN);
  });

  it('lets the page’s Date tag win and leaves players out when it has none', async () => {
    const engine = new FakeEngine(PGN);
    createRecordExport({
      engine,
      id: 3,
      game: 'chess',
      tags: { Date: '2026.01.01' },
      history,
      seatCount: 2,
      date: day,
    });
    expect(engine.requests).toEqual([{ cmd: 'record', id: 3, tags: { Date: '2026.01.01' } }]);
  });

  it('switches to the move list, with its own download, and back', async () => {
    const { text, link, formats } = await mount(new FakeEngine(PGN));
    const first = link.getAttribute('href')!;
    formats[1]!.checked = true;
    formats[1]!.dispatchEvent(new Event('change'));
    expect(text.value).toBe('1. e4 e5');
    expect(link.getAttribute('download')).toBe('littletable-chess-2026-12-03.txt');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(first);
    expect(await readBlob(blobs.get(link.getAttribute('href')!)!)).toBe('1. e4 e5\n');
    formats[0]!.checked = true;
    formats[0]!.dispatchEvent(new Event('change'));
    expect(text.value).toBe(PGN);
  });

  it('names a four-player record PGN4', async () => {
    const { link, formats } = await mount(
      new FakeEngine('[Variant "FFA"]\n\n1. h2-h4 *\n'),
      'fourplayer',
      [{ san: 'h2-h4', seat: 0 }],
      4,
    );
    expect(formats[0]!.parentElement?.textContent).toBe('PGN4');
    expect(link.getAttribute('download')).toBe('littletable-fourplayer-2026-12-03.pgn4');
  });

  it('copies through the clipboard, or selects the text when it cannot', async () => {
    const writeText = vi.fn<(t: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { text, copy, status } = await mount(new FakeEngine(PGN));
    copy.click();
    await flush();
    expect(writeText).toHaveBeenCalledWith(PGN);
    expect(status.textContent).toBe('Copied');

    writeText.mockRejectedValue(new Error('denied'));
    copy.click();
    await flush();
    expect(status.textContent).toBe('Press Ctrl+C to copy');
    expect(document.activeElement).toBe(text);
    expect([text.selectionStart, text.selectionEnd]).toEqual([0, PGN.length]);
  });

  it('refreshes after moves, keeping only the latest answer', async () => {
    const engine = new FakeEngine(null);
    const { exp, text, formats, copy, link } = await mount(engine);
    expect(text.hidden).toBe(true);
    expect(copy.disabled).toBe(true);
    expect(link.hasAttribute('href')).toBe(false);
    engine.answer(0, PGN);
    await flush();
    const later = [...history, { san: 'Nf3', seat: 0 }];
    const a = exp.refresh(later);
    const b = exp.refresh(later);
    engine.answer(2, PGN.replace('*\n', 'Nf3 *\n').replace('1. e4 e5 ', '1. e4 e5 2. '));
    await b;
    engine.answer(1, 'stale');
    await a;
    expect(text.value).toContain('2. Nf3 *');
    formats[1]!.checked = true;
    formats[1]!.dispatchEvent(new Event('change'));
    expect(text.value).toBe('1. e4 e5\n2. Nf3');
  });

  it('says why there is no record, and still offers the move list', async () => {
    const { el, text, formats } = await mount(new FakeEngine(new EngineError('ERR_NO_GAME', 'no game 7')));
    expect(el.querySelector('.record-message')?.textContent).toBe('The record could not be made: no game 7');
    expect(text.hidden).toBe(true);
    formats[1]!.checked = true;
    formats[1]!.dispatchEvent(new Event('change'));
    expect(text.hidden).toBe(false);
    expect(text.value).toBe('1. e4 e5');
  });

  it('frees its download URL when destroyed', async () => {
    const { exp, link } = await mount(new FakeEngine(PGN));
    const url = link.getAttribute('href')!;
    exp.destroy();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(url);
  });
});
