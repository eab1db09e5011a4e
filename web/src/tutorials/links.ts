// Addresses of tutorial lessons (router.ts parses them), and the links to a game's rules and tutorial that the
// home page and the room show.

import { h } from '../dom';
import { t } from '../i18n/i18n';
import { rulesHref } from '../rules/rulesDoc';
import { finishedCount } from './progress';
import { tutorialFor, type Tutorial } from './tutorialDoc';

/** The address of lesson `n` (1-based) of a game's tutorial in `lang`. */
export function lessonHref(game: string, lang: string, n: number): string {
  return `/tutorials/${game}/${lang}/${n}`;
}

/**
 * "How to play · Learn" for a game, each only when it exists (the pages pick the language; the rules may be a
 * section of another game's page, the lessons another game's); "Learn" counts the lessons finished on this device
 * once there are some. Null for neither.
 */
export function learnLinks(game: string): HTMLElement | null {
  // Inside a clickable game card, following a link does not also select the card.
  const stop = (e: Event) => e.stopPropagation();
  const rules = rulesHref(game);
  const tutorial = tutorialFor(game);
  const links = [
    rules
      ? h('a', { class: 'rules-link', href: rules, 'data-link': true, onclick: stop }, t('tutorial.howToPlay'))
      : null,
    tutorial ? learnLink(tutorial, stop) : null,
  ].filter((a) => a !== null);
  if (links.length === 0) return null;
  return h(
    'p',
    { class: 'learn-links' },
    links.flatMap((a, i) => (i ? [' · ', a] : [a])),
  );
}

function learnLink(tutorial: Tutorial, stop: (e: Event) => void): HTMLElement {
  const done = finishedCount(tutorial);
  const of = tutorial.lessons.length;
  return h(
    'a',
    {
      class: 'rules-link',
      href: `/tutorials/${tutorial.game}`,
      'data-link': true,
      'data-learn': tutorial.game,
      onclick: stop,
    },
    t('tutorial.learn'),
    done > 0 ? h('span', { class: 'lesson-count' }, ` ${t('tutorial.finishedCount', { done, of })}`) : null,
  );
}
