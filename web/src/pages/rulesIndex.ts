// /rules: every game that has a rules document, in the site's language: its name, one line about it, and links to
// its rules page (and to the sections for games whose rules are part of it) and to its lessons where it has some.
// The games come from the rules documents, so a new game's files add it here.

import '../rules/rulesIndex.css';
import { localizeChrome } from '../chrome';
import { h } from '../dom';
import { language, setLanguage, t } from '../i18n/i18n';
import { pickLanguage } from '../lang';
import { languageButtons } from '../rules/languageChoice';
import { allRules, rulesHref, type RulesDoc } from '../rules/rulesDoc';
import { allTutorials, tutorialLanguages } from '../tutorials/tutorialDoc';

/** The list of every game's rules in `lang` (a game without a document in it: English, else any). */
export function renderRulesIndex(lang: string, choose: (lang: string) => void): HTMLElement {
  const games = [...allRules()].flatMap(([game, docs]) => {
    const doc = docs.get(pickLanguage([...docs.keys()], lang, []) ?? '');
    return doc ? [gameEntry(game, doc)] : [];
  });
  return h(
    'article',
    { class: 'rules rules-index', lang },
    h(
      'header',
      { class: 'rules-head' },
      h(
        'div',
        {},
        h('h1', {}, t('rules.indexTitle', {}, lang)),
        h('p', { class: 'tagline' }, t('rules.indexIntro', {}, lang)),
      ),
      h('div', { class: 'rules-actions' }, languageButtons(lang, t('common.language', {}, lang), choose)),
    ),
    h('ul', { class: 'rules-games', 'aria-label': t('rules.games', {}, lang) }, games),
  );
}

function gameEntry(game: string, doc: RulesDoc): HTMLElement {
  const lang = doc.lang;
  const rules = rulesHref(game, lang) as string; // a game with a document has its own page
  // Games whose rules are a section of this document (Martian Chess for four), named by the section's heading.
  const sections = Object.values(doc.sectionsFor ?? {}).flatMap((id) => {
    const section = doc.sections.find((s) => s.id === id);
    return section ? [h('a', { href: `${rules}#${id}`, 'data-link': true }, section.heading)] : [];
  });
  const tutorial = allTutorials().get(game);
  const lessons = tutorial
    ? h(
        'a',
        {
          href: `/tutorials/${game}/${pickLanguage(tutorialLanguages(tutorial), lang, []) ?? 'en'}`,
          'data-link': true,
        },
        t('rules.lessons', {}, lang),
      )
    : null;
  const links = [
    h('a', { href: rules, 'data-link': true }, t('rules.readRules', {}, lang)),
    ...sections,
    lessons,
  ].filter((a) => a !== null);
  return h(
    'li',
    { class: 'rules-game', 'data-game': game },
    h('h2', {}, h('a', { href: rules, 'data-link': true }, doc.title)),
    h('p', {}, doc.summary),
    h(
      'p',
      { class: 'learn-links' },
      links.flatMap((a, i) => (i ? [' · ', a] : [a])),
    ),
  );
}

/** Draws the list into `main` in the site's language; its language buttons change the site's language. */
export function rulesIndexPage(main: HTMLElement): void {
  const show = () => {
    const lang = language();
    document.title = `${t('rules.indexTitle', {}, lang)} · littletable`;
    document.documentElement.lang = lang;
    localizeChrome(lang);
    const article = renderRulesIndex(lang, (chosen) => {
      setLanguage(chosen, true);
      // Drawn again unless the site already did so for the new language.
      if (article.isConnected) show();
    });
    main.replaceChildren(article);
  };
  show();
}
