// /rules/GAME[/LANG]: the game's rules document in the chosen language (else the browser's, else English; lang.ts).

import { position } from '../api';
import { chromeText, localizeChrome } from '../chrome';
import { h } from '../dom';
import { renderRules } from '../rules/render';
import { pickLanguage } from '../lang';
import { allRules, pickRules } from '../rules/rulesDoc';

export function rulesPage(main: HTMLElement, game: string, lang: string | null): void {
  const doc = pickRules(game, pickLanguage([...(allRules().get(game)?.keys() ?? [])], lang));
  if (!doc) {
    document.title = 'Rules · littletable';
    main.replaceChildren(h('div', { class: 'page-message' }, h('h1', {}, 'No rules here yet'), h('p', {}, `There is no rules page for “${game}”.`), h('a', { class: 'button', href: '/', 'data-link': true }, 'Back to the games')));
    return;
  }
  document.title = `${doc.title} · ${chromeText(doc.lang).rules} · littletable`;
  document.documentElement.lang = doc.lang;
  localizeChrome(doc.lang);
  main.replaceChildren(renderRules(doc, { loadPosition: position }));
}
