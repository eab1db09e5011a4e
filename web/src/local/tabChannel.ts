// Which tab plays a game against the computer: the saved game is one per game, so two tabs playing it would
// overwrite each other's moves. A tab that opens a game says so to the browser's other tabs of this site; the tab
// that had it open stops playing and saving, as lichess does with a game open twice.

/** Tells the other tabs that this one opened `game`, and hears them do the same. */
export interface TabChannel {
  announce(game: string): void;
  /** Calls `fn` with the game another tab opened; returns the function that stops listening (and closes). */
  listen(fn: (game: string) => void): () => void;
}

/** The browser's BroadcastChannel; without one (an old browser), a channel that hears nothing. */
export function browserTabChannel(): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { announce() {}, listen: () => () => {} };
  const channel = new BroadcastChannel('littletable-local-games');
  return {
    announce: (game) => channel.postMessage({ opened: game }),
    listen(fn) {
      const onMessage = (e: MessageEvent) => {
        const game = (e.data as { opened?: unknown } | null)?.opened;
        if (typeof game === 'string') fn(game);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.close();
    },
  };
}
