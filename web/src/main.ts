import './style.css';
import { languageMenu, localizeChrome, syncLanguageMenu } from './chrome';
import { h } from './dom';
import { initialLanguage, language, pseudoRequested, setLanguage, setPseudo, t } from './i18n/i18n';
import { addressInLanguage } from './i18n/languageRoute';
import { knownGames } from './engine/gamesList';
import { accountPage } from './pages/account';
import { homePage } from './pages/home';
import { leaderboardPage } from './pages/leaderboard';
import { playerPage } from './pages/player';
import { replayPage } from './pages/replay';
import { mountAccountLink } from './players/accountLink';
import { playPage } from './pages/play';
import { roomPage } from './room/room';
import { rulesPage } from './pages/rules';
import { tutorialPage } from './pages/tutorial';
import { parseRoute, playHref, Router, type Route } from './router';
import { registerServiceWorker } from './serviceWorker';

const main = document.getElementById('main') as HTMLElement;

setPseudo(pseudoRequested());
setLanguage(initialLanguage());
document.documentElement.lang = language();

const router: Router = new Router((route) => {
  // A rules or tutorial page in the language its address names sets <html lang> and the top bar itself.
  document.documentElement.lang = language();
  localizeChrome(language());
  syncLanguageMenu();
  return renderRoute(route);
});

function renderRoute(route: Route): void | (() => void) {
  for (const a of document.querySelectorAll<HTMLAnchorElement>('.topbar nav a')) {
    const here =
      route.page === 'rules' || route.page === 'tutorial'
        ? a.pathname.startsWith('/rules')
        : route.page === 'account'
          ? a.pathname === '/account'
          : a.pathname === '/';
    if (here) a.setAttribute('aria-current', 'page');
    else a.removeAttribute('aria-current');
  }
  document.body.dataset.page = route.page;
  window.scrollTo(0, 0);
  switch (route.page) {
    case 'home':
      return homePage(main, (path) => router.go(path), route.game);
    case 'room':
      return roomPage(main, route.id);
    case 'play':
      return playPage(main, route.game, route.setup);
    case 'rules':
      rulesPage(main, route.game, route.lang ?? language());
      return;
    case 'tutorial':
      return tutorialPage(main, route.game, route.lang ?? language(), route.lesson);
    case 'account':
      return accountPage(main);
    case 'player':
      return playerPage(main, route.name);
    case 'leaderboard':
      return leaderboardPage(main, route.game);
    case 'replay':
      return replayPage(main, route.room, route.gameNo);
    case 'notFound':
      document.title = `${t('chrome.notFoundTitle')} · littletable`;
      main.replaceChildren(
        h(
          'div',
          { class: 'page-message' },
          h('h1', {}, t('chrome.notFoundHeading')),
          h('p', {}, t('chrome.notFoundText')),
          h('a', { class: 'button', href: '/', 'data-link': true }, t('chrome.backToGames')),
        ),
      );
      return;
  }
}

// A language chosen in the top bar is kept on this device and the page is drawn again in it; a rules or tutorial
// page whose address names a language goes to its address in the new one.
document.querySelector('.topbar')?.append(
  languageMenu((lang) => {
    setLanguage(lang, true);
    const route = parseRoute(window.location.pathname, window.location.search);
    // The home page keeps the game selected on it (in its address, as a rules page's "play" link names it).
    const selected =
      route.page === 'home' ? main.querySelector<HTMLElement>('.game-card.selected')?.dataset.game : undefined;
    const to = addressInLanguage(route, lang) ?? (selected ? playHref(selected) : null);
    if (to) router.go(to, true);
    else router.render();
  }),
);

const accountLink = document.querySelector<HTMLAnchorElement>('.topbar a.account-link');
if (accountLink) mountAccountLink(accountLink);
// The boards draw the games' pieces from the games list: the first page waits for it, its failure, or 4 s of a
// server that does not answer (a Meta is then drawn as its letter).
void Promise.race([knownGames().catch(() => undefined), new Promise((done) => setTimeout(done, 4000))]).then(() =>
  router.render(),
);
registerServiceWorker();
