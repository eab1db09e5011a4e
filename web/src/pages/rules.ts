// /rules/GAME[/LANG]: the game's rules document in the language the address names, else the site's (i18n.ts),
// scrolled to the section the address names; a game whose rules are a section of another's page leads there.
// /rules: the list of every game's rules (rulesIndex.ts).

import { position } from '../api';
import { chromeText, localizeChrome } from '../chrome';
import { h } from '../dom';
import { renderRules } from '../rules/render';
import { language, t } from '../i18n/i18n';
import { pickLanguage } from '../lang';
import { rememberLanguageLinks } from '../rules/languageChoice';
import { allRules, pickRules, rulesHref, rulesPlace } from '../rules/rulesDoc';
import { rulesIndexPage } from './rulesIndex';

/** The rules of `game` (null: the list of every game's rules) in `lang`, else in the site's language. */
export function rulesPage(main: HTMLElement, game: string | null, lang: string | null): void {
  if (game === null) {
    rulesIndexPage(main);
    return;
  }
  // A game whose rules are a section of another game's page (martian4): that page's address, at the section.
  const place = rulesPlace(game);
  if (place && place.game !== game) {
    history.replaceState(null, '', rulesHref(game, lang));
    game = place.game;
  }
  const doc = pickRules(game, pickLanguage([...(allRules().get(game)?.keys() ?? [])], lang ?? language()));
  if (!doc) {
    document.title = `${t('rules.pageTitle')} · littletable`;
    main.replaceChildren(
      h(
        'div',
        { class: 'page-message' },
        h('h1', {}, t('rules.notFoundTitle')),
        h('p', {}, t('rules.notFoundText', { game })),
        h('a', { class: 'button', href: '/', 'data-link': true }, t('rules.backToGames')),
      ),
    );
    return;
  }
  document.title = `${doc.title} · ${chromeText(doc.lang).rules} · littletable`;
  document.documentElement.lang = doc.lang;
  localizeChrome(doc.lang);
  // The diagrams grow once their positions arrive: a section the address names is shown again after them.
  const loads: Promise<unknown>[] = [];
  const article = renderRules(doc, {
    loadPosition: (g, fen) => {
      const load = position(g, fen);
      loads.push(load);
      return load;
    },
  });
  rememberLanguageLinks(article);
  main.replaceChildren(article);
  const section = decodeURIComponent(window.location.hash.slice(1));
  if (!section) return;
  scrollToSection(main, section);
  void Promise.allSettled(loads).then(() => {
    if (article.isConnected) scrollToSection(main, section);
  });
}

/** Shows the section the address names (`#four-players`), as a browser does for a page it did not draw itself. */
function scrollToSection(main: HTMLElement, id: string): void {
  const section = [...main.querySelectorAll<HTMLElement>('section[id]')].find((s) => s.id === id);
  section?.scrollIntoView?.();
}
