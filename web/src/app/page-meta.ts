import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { BRAND } from '../brand';
import { NOT_FOUND_DESCRIPTION, NOT_FOUND_HEADING } from '../features/coming-soon/NotFoundPage';
import { PAGES, type PageEntry } from './pages';

/** The page of the table at `pathname`, matched as the router matches it; undefined where there is none. */
export const pageAt = (pathname: string): PageEntry | undefined => PAGES.find((page) => matchPath(page.path, pathname));

/** The browser's title of a page: `Shop · Storystump`, the brand alone at home. */
export function titleText(page: Pick<PageEntry, 'path' | 'title'> | undefined): string {
  if (page?.path === '/') return BRAND;
  return `${page?.title ?? NOT_FOUND_HEADING} · ${BRAND}`;
}

/** Gives the document the title and meta description of the page shown, on every navigation. */
export function usePageMeta(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const page = pageAt(pathname);
    document.title = titleText(page);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = page?.description ?? NOT_FOUND_DESCRIPTION;
  }, [pathname]);
}
