/**
 * Every page of the app, once: the router, the top bar's links, the crawler files (robots.txt,
 * sitemap.xml) and the pages rendered ahead of a visit all derive from this table. It is data
 * only, so the build can hand it to the gateway beside the renderer (see render-page.tsx).
 */
export interface PageEntry {
  path: string;
  /** What the page is called: its link's text where the top bar links to it. */
  title: string;
  /** Who may see it; the others are sent to /login (or home, for a signed-in non-admin). */
  access: 'anyone' | 'signed-in' | 'admin';
  /** A page for everyone that a search engine should know (in the sitemap, not disallowed). */
  indexed: boolean;
  /** Linked from the top bar, in the table's order. */
  inTopBar: boolean;
  /**
   * How its HTML arrives: `first-view` pages are rendered by the renderer, at build and (for
   * `with-products`) again whenever the shop's products change, so they are painted before any
   * script runs; `in-browser` pages are the app's plain page until its script has run.
   */
  rendered: 'first-view' | 'with-products' | 'in-browser';
}

export const PAGES = [
  { path: '/', title: 'Home', access: 'anyone', indexed: true, inTopBar: true, rendered: 'first-view' },
  { path: '/shop', title: 'Shop', access: 'anyone', indexed: true, inTopBar: true, rendered: 'with-products' },
  { path: '/map', title: 'Map', access: 'anyone', indexed: true, inTopBar: true, rendered: 'first-view' },
  { path: '/contact', title: 'Contact', access: 'anyone', indexed: true, inTopBar: true, rendered: 'first-view' },
  { path: '/privacy', title: 'Privacy notice', access: 'anyone', indexed: true, inTopBar: false, rendered: 'first-view' },
  { path: '/wifisetup', title: 'WIFI setup', access: 'anyone', indexed: true, inTopBar: false, rendered: 'first-view' },
  { path: '/account', title: 'Account', access: 'signed-in', indexed: false, inTopBar: false, rendered: 'in-browser' },
  { path: '/admin', title: 'Admin', access: 'admin', indexed: false, inTopBar: false, rendered: 'in-browser' },
  { path: '/success', title: 'Thank you', access: 'anyone', indexed: false, inTopBar: false, rendered: 'in-browser' },
  { path: '/login', title: 'Log in', access: 'anyone', indexed: false, inTopBar: false, rendered: 'first-view' },
  { path: '/register', title: 'Register', access: 'anyone', indexed: false, inTopBar: false, rendered: 'first-view' },
  {
    path: '/forgot-password',
    title: 'Forgot your password?',
    access: 'anyone',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
  {
    path: '/reset-password',
    title: 'Choose a new password',
    access: 'anyone',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof PAGES)[number]['path'];

/** The file of the build holding a rendered page's HTML beside index.html: home.html for `/`, shop.html for `/shop`. */
export const renderedFileOf = (path: string) => `${path === '/' ? 'home' : path.slice(1)}.html`;

/** The title the table gives a page. */
export const titleOf = (path: PagePath): string => PAGES.find((page) => page.path === path)!.title;
