import './style.css';
import { localizeChrome } from './chrome';
import { h } from './dom';
import { initialLanguage, setLanguage } from './i18n/i18n';
import { accountPage } from './pages/account';
import { homePage } from './pages/home';
import { leaderboardPage } from './pages/leaderboard';
import { playerPage } from './pages/player';
import { replayPage } from './pages/replay';
import { mountAccountLink } from './players/accountLink';
import { playPage } from './pages/play';
import { roomPage } from './pages/room';
import { rulesPage } from './pages/rules';
import { tutorialPage } from './pages/tutorial';
import { Router } from './router';
import { registerServiceWorker } from './serviceWorker';

const main = document.getElementById('main') as HTMLElement;

// The site's language: the one chosen on this device, else the browser's (pages without an address language follow it).
setLanguage(initialLanguage());

const router: Router = new Router((route) => {
  document.documentElement.lang = 'en';
  localizeChrome('en');
  for (const a of document.querySelectorAll<HTMLAnchorElement>('.topbar nav a')) {
    const here =
      route.page === 'rules' || route.page === 'tutorial' ? a.pathname.startsWith('/rules') : route.page === 'account' ? a.pathname === '/account' : a.pathname === '/';
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
      rulesPage(main, route.game, route.lang);
      return;
    case 'tutorial':
      return tutorialPage(main, route.game, route.lang, route.lesson);
    case 'account':
      return accountPage(main);
    case 'player':
      return playerPage(main, route.name);
    case 'leaderboard':
      return leaderboardPage(main, route.game);
    case 'replay':
      return replayPage(main, route.room, route.gameNo);
    case 'notFound':
      document.title = 'Not found · littletable';
      main.replaceChildren(
        h('div', { class: 'page-message' }, h('h1', {}, 'Nothing here'), h('p', {}, 'This page does not exist.'), h('a', { class: 'button', href: '/', 'data-link': true }, 'Back to the games')),
      );
      return;
  }
});
const accountLink = document.querySelector<HTMLAnchorElement>('.topbar a.account-link');
if (accountLink) mountAccountLink(accountLink);
router.render();
registerServiceWorker();
