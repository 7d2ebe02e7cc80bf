export const LEARN_MORE_SCROLL_FACTOR = 0.9;

/** Scrolls smoothly down by 0.9 times the window's height. */
export function scrollToLearnMore(win: Pick<Window, 'innerHeight' | 'scrollBy'> = window): void {
  win.scrollBy({ top: win.innerHeight * LEARN_MORE_SCROLL_FACTOR, behavior: 'smooth' });
}
