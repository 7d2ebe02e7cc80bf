import { describe, expect, it } from 'vitest';
import type { Product } from '@storystump/contracts';
import { firstViewOf, PAGES, pageWithFirstView, renderPage, stylesheetsOf } from './render-page';

const INDEX = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head><body><div id="root"></div></body></html>`;

const product = (name: string): Product => ({
  id: 'prod_test',
  name,
  description: 'A test character.',
  image: '/illustrations/owl.svg',
  price: 2499,
  prices: [{ id: 'price_test', amount: 2499, name: null }],
  priceId: 'price_test',
  active: true,
  available: null,
  unavailable: null,
});

describe('firstViewOf', () => {
  it('renders each product as a priced card, and a hostile name as text', async () => {
    const html = await firstViewOf('/shop', { products: [product('Owl'), product('</script><script>alert(1)</script>')] });
    expect(html.match(/data-testid="product-card"/g)).toHaveLength(2);
    expect(html).toContain('£24.99');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('skeleton-card');
  });
});

describe('the pages painted before their scripts run', () => {
  it("renders the map page's heading, counter and place search without the map's code", async () => {
    const html = await firstViewOf('/map', {});
    expect(html).toContain('<h1>Our Locations</h1>');
    expect(html).toMatch(/Base Stations: .*data-testid="station-count"/s);
    expect(html).toContain('Find stumps');
    expect(html).not.toContain('data-testid="stations-map"');
  });

  it.each([
    ['/login', 'Log in to see your characters'],
    ['/register', 'Accounts are for parents and guardians aged 18 or over.'],
    ['/contact', '<form'],
    ['/wifisetup', '<h1'],
    ['/privacy', '<h1>Privacy notice</h1>'],
  ])('renders %s ahead of a visit', async (path, text) => {
    expect(PAGES.find((page) => page.path === path)?.rendered).toBe('first-view');
    expect(await firstViewOf(path, {})).toContain(text);
  });
});

describe('renderPage', () => {
  it('gives a page rendered ahead its own title and description, as the app sets them', async () => {
    const shell = INDEX.replace('</head>', '<meta name="description" content="The brand."><title>Storystump</title></head>');
    const { html, ownScripts } = await renderPage('/map', {}, { indexHtml: shell, manifest: {} });
    for (const page of [html, ownScripts]) {
      expect(page).toContain('<title>Map · Storystump</title>');
      expect(page).toContain(
        '<meta name="description" content="Find the storytelling tree stumps near you on the map of our locations.">',
      );
    }
    expect((await renderPage('/', {}, { indexHtml: shell, manifest: {} })).html).toContain('<title>Storystump</title>');
  });

  it("lays the shop into index.html with its own stylesheets, and tells its own scripts from the products'", async () => {
    const manifest = { 'src/features/shop/ShopPage.tsx': { file: 'shop.js', css: ['assets/shop-1.css'] } };
    const { html, ownScripts } = await renderPage(
      '/shop',
      { products: [product('<script>x()</script>')] },
      { indexHtml: INDEX, manifest },
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-1.css">');
    expect(html).toMatch(/<div id="root" inert>.*data-testid="product-card"/s);
    expect(ownScripts).toContain('<div id="root" inert></div>');
    expect(ownScripts.match(/<script>/g)).toHaveLength(1);
  });

  it.each([
    ['/shop', 'src/features/shop/ShopPage.tsx'],
    ['/map', 'src/features/map/MapPage.tsx'],
    ['/contact', 'src/features/contact/ContactPage.tsx'],
    ['/wifisetup', 'src/features/wifisetup/WifiSetupPage.tsx'],
    ['/privacy', 'src/features/privacy/PrivacyPage.tsx'],
  ])('paints %s ahead with the stylesheets of its own code, so nothing moves once that code arrives', async (path, source) => {
    const manifest = { [source]: { file: 'page.js', css: ['assets/page-1.css'] } };
    const { html } = await renderPage(path, {}, { indexHtml: INDEX, manifest });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page-1.css">');
  });

  it('renders the home page with no data, and the shop with no products as it looks while they load', async () => {
    expect((await renderPage('/', {}, { indexHtml: INDEX, manifest: {} })).html).toContain('hero-title');
    expect((await renderPage('/shop', {}, { indexHtml: INDEX, manifest: {} })).html).toContain('skeleton-card');
  });
});

describe('pageWithFirstView', () => {
  it('puts the view in an inert root, boots the app after paint, and links only the stylesheets not linked yet', () => {
    const page = pageWithFirstView(INDEX, "<p>$& and $'</p>", ['/assets/index-1.css', '/assets/shop-1.css']);
    expect(page).toContain('<div id="root" inert><p>$& and $\'</p></div>');
    expect(page).not.toContain('<script type="module"');
    expect(page).not.toContain('modulepreload');
    expect(page.match(/index-1\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/shop-1.css">');
    expect(page).toMatch(/<script>[\s\S]*"\/assets\/index-1\.js"[\s\S]*<\/script>\n<\/body>/);
  });
});

describe('stylesheetsOf', () => {
  it("gathers a module's stylesheets and those of what it imports, through cycles", () => {
    const manifest = {
      'src/shop.tsx': { file: 'a.js', css: ['assets/shop.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'b.js', css: ['assets/shared.css'], imports: ['src/shop.tsx'] },
    };
    expect(stylesheetsOf(manifest, 'src/shop.tsx')).toEqual(['/assets/shop.css', '/assets/shared.css']);
    expect(stylesheetsOf(manifest, 'src/missing.tsx')).toEqual([]);
  });
});
