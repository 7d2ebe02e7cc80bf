/**
 * Every page of the app, once: the router, the top bar's links, the crawler files (robots.txt,
 * sitemap.xml) and the pages rendered ahead of a visit all derive from this table. It is data
 * only, so the build can hand it to the gateway beside the renderer (see render-page.tsx).
 */
export interface PageEntry {
  path: string;
  /** What the page is called: its link's text where the top bar links to it, and its title in the browser. */
  title: string;
  /** What a search result says of the page: its meta description. */
  description: string;
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
  {
    path: '/',
    title: 'Home',
    description: 'Collectible woodland friends who tell stories on tree-stump stations in the great outdoors.',
    access: 'anyone',
    indexed: true,
    inTopBar: true,
    rendered: 'first-view',
  },
  {
    path: '/shop',
    title: 'Shop',
    description: 'Choose a woodland friend to take on your adventures, or ask about a storytelling tree stump for your garden.',
    access: 'anyone',
    indexed: true,
    inTopBar: true,
    rendered: 'with-products',
  },
  {
    path: '/map',
    title: 'Map',
    description: 'Find the storytelling tree stumps near you on the map of our locations.',
    access: 'anyone',
    indexed: true,
    inTopBar: true,
    rendered: 'first-view',
  },
  {
    path: '/contact',
    title: 'Contact',
    description: 'Hear first when new locations open, or send us a message.',
    access: 'anyone',
    indexed: true,
    inTopBar: true,
    rendered: 'first-view',
  },
  {
    path: '/privacy',
    title: 'Privacy notice',
    description: 'What we keep about you and your family, why, for how long, and how to export or erase it.',
    access: 'anyone',
    indexed: true,
    inTopBar: false,
    rendered: 'first-view',
  },
  {
    path: '/wifisetup',
    title: 'WIFI setup',
    description: 'Connect your storytelling tree stump to your home WIFI in three steps.',
    access: 'anyone',
    indexed: true,
    inTopBar: false,
    rendered: 'first-view',
  },
  {
    path: '/share/:token',
    title: 'Journey card',
    description: 'Where a woodland friend has been: the towns it visited, by day.',
    access: 'anyone',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
  {
    path: '/account',
    title: 'Account',
    description: 'Your characters and the places they have visited.',
    access: 'signed-in',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
  {
    path: '/account/characters/:id',
    title: 'Diary',
    description: "A character's diary: the stumps it has visited, how far it has travelled and its missions.",
    access: 'signed-in',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
  {
    path: '/admin',
    title: 'Admin',
    description: 'Run the stations, keys, users, characters, mailings and orders.',
    access: 'admin',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
  {
    path: '/host/:token',
    title: 'Host portal',
    description: 'How the storytelling stumps you host are doing: visits, busiest times and stories played.',
    access: 'anyone',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
  {
    path: '/success',
    title: 'Thank you',
    description: 'Thank you for your purchase.',
    access: 'anyone',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
  {
    path: '/checkout',
    title: 'Demo checkout',
    description: "Pay for your order in the shop's built-in demo mode: no card is asked for and nothing is charged.",
    access: 'anyone',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
  {
    path: '/login',
    title: 'Log in',
    description: 'Log in to see your characters and the places they have visited.',
    access: 'anyone',
    indexed: false,
    inTopBar: false,
    rendered: 'first-view',
  },
  {
    path: '/register',
    title: 'Register',
    description: "Create an account to follow your characters' journeys.",
    access: 'anyone',
    indexed: false,
    inTopBar: false,
    rendered: 'first-view',
  },
  {
    path: '/forgot-password',
    title: 'Forgot your password?',
    description: 'Ask for a link to choose a new password.',
    access: 'anyone',
    indexed: false,
    inTopBar: false,
    rendered: 'in-browser',
  },
  {
    path: '/reset-password',
    title: 'Choose a new password',
    description: 'Choose a new password for your account.',
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
