// The frame around every page (index.html's skip link and top bar) in the page's language. Pages in English
// leave it as written; a rules page in another language calls `localizeChrome` with its language.

interface ChromeText {
  skip: string;
  nav: string;
  play: string;
  rules: string;
  /** The account link while nobody is signed in. */
  signIn: string;
}

const TEXT: Record<string, ChromeText> = {
  en: { skip: 'Skip to content', nav: 'Main', play: 'Play', rules: 'Rules', signIn: 'Sign in' },
  de: { skip: 'Zum Inhalt springen', nav: 'Hauptmenü', play: 'Spielen', rules: 'Regeln', signIn: 'Anmelden' },
  fr: { skip: 'Aller au contenu', nav: 'Menu principal', play: 'Jouer', rules: 'Règles', signIn: 'Se connecter' },
};

/** The frame's texts in `lang`, English for a language without texts. */
export function chromeText(lang: string): ChromeText {
  return TEXT[lang] ?? TEXT.en!;
}

/** Writes the frame's texts in `lang` (English for a language without texts). Links are found by their path. */
export function localizeChrome(lang: string, doc: Document = document): void {
  const t = chromeText(lang);
  const skip = doc.querySelector('.skip-link');
  if (skip) skip.textContent = t.skip;
  const nav = doc.querySelector('.topbar nav');
  nav?.setAttribute('aria-label', t.nav);
  for (const a of nav?.querySelectorAll<HTMLAnchorElement>('a') ?? []) {
    const path = new URL(a.getAttribute('href') ?? '', 'http://x').pathname;
    if (path === '/') a.textContent = t.play;
    else if (path.startsWith('/rules')) a.textContent = t.rules;
    else if (path === '/account' && !a.classList.contains('signed-in')) a.textContent = t.signIn;
  }
}
