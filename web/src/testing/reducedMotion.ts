// The system's reduced-motion setting for tests, as `matchMedia` answers it (jsdom has no `matchMedia`); undone by
// `vi.unstubAllGlobals()`.

import { vi } from 'vitest';

export function stubReducedMotion(reduce: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
  }));
}
