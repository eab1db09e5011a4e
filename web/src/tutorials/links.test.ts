import { describe, expect, it } from 'vitest';
import { learnLinks, lessonHref } from './links';

describe('learnLinks', () => {
  it('links the rules and the tutorial a game has', () => {
    const hrefs = (game: string) =>
      [...(learnLinks(game)?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(hrefs('metamate')).toEqual(['/rules/metamate', '/tutorials/metamate']);
    expect(hrefs('chess')).toEqual(['/rules/chess', '/tutorials/chess']);
    // A section of Martian Chess's page, and its lessons.
    expect(hrefs('martian4')).toEqual(['/rules/martian#four-players', '/tutorials/martian']);
    expect(learnLinks('nogame')).toBeNull();
    expect(lessonHref('metamate', 'fr', 3)).toBe('/tutorials/metamate/fr/3');
  });

  it('says "Learn", with the lessons finished on this device once there are some', () => {
    const learn = () => learnLinks('metamate')?.querySelector('a[data-learn]');
    expect(learn()?.textContent).toBe('Learn');
    localStorage.setItem('littletable:lessons:metamate', JSON.stringify(['copy', 'evolution']));
    expect(learn()?.textContent).toBe('Learn (2 of 5)');
    localStorage.clear();
  });

  it('does not select the game card around it', () => {
    let selected = 0;
    const card = document.createElement('div');
    card.addEventListener('click', () => selected++);
    const links = learnLinks('metamate') as HTMLElement;
    card.append(links);
    links.querySelector('a')?.addEventListener('click', (e) => e.preventDefault());
    links.querySelector('a')?.click();
    expect(selected).toBe(0);
  });
});
