// This device's localStorage, or null where the browser refuses it (private mode, a sandboxed frame): what is
// remembered on the device (seats, language, sound, lessons) is then simply not remembered.

export function deviceStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
