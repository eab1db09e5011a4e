// The server's error codes (docs/protocol.md) in the page's language. The server's message is English and meant
// for developers; a person reads the catalogue's text for the code, and the server's message only for a code the
// catalogue does not know.

import { has, t, type Params } from './i18n';

/**
 * The text a person reads for the error `code`; `message` (the server's) when the catalogue lacks the code. With
 * `why` (the cause in the engine's words), the code's text that names it (key CODE.why), where there is one.
 * `params` fill a code's text that names what the page knows (the game of a text that could not be imported).
 */
export function errorText(code: string, message = '', why?: string, params: Params = {}): string {
  if (why !== undefined && has(`errors.${code}.why`)) return t(`errors.${code}.why`, { ...params, why });
  const key = `errors.${code}`;
  if (has(key)) return t(key, params);
  return message || t('errors.unknown', { code });
}

/**
 * The text for an error that names the rule a value breaks (`rule`, e.g. a name's "reserved-part", with `detail`,
 * e.g. the word): the code's text for that rule (key CODE.rule), else errorText's.
 */
export function ruleErrorText(err: { code: string; message: string; rule?: string; detail?: string }): string {
  const key = `errors.${err.code}.${err.rule ?? ''}`;
  if (err.rule && has(key)) return t(key, { detail: err.detail ?? '' });
  return errorText(err.code, err.message);
}
