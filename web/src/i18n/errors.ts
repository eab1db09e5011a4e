// The server's error codes (docs/protocol.md) in the page's language. The server's message is English and meant
// for developers; a person reads the catalogue's text for the code, and the server's message only for a code the
// catalogue does not know.

import { has, t } from './i18n';

/** The text a person reads for the error `code`; `message` (the server's) when the catalogue lacks the code. */
export function errorText(code: string, message = ''): string {
  const key = `errors.${code}`;
  if (has(key)) return t(key);
  return message || t('errors.unknown', { code });
}
