import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './serviceWorker';

describe('registerServiceWorker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('registers nothing outside a production build (here: vitest)', async () => {
    const register = vi.fn(() => Promise.resolve({}));
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register, addEventListener: vi.fn() } });
    expect(import.meta.env.PROD).toBe(false);
    registerServiceWorker();
    await new Promise((r) => setTimeout(r, 0));
    expect(register).not.toHaveBeenCalled();
  });
});
