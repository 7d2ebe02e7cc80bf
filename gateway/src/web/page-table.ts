import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A page of the web app's page table, as the web build hands it over in `pages.json` beside its
 * renderer (web/src/app/pages.ts is the table itself).
 */
export interface PageOfTable {
  path: string;
  title: string;
  access: 'anyone' | 'signed-in' | 'admin';
  indexed: boolean;
  rendered: 'first-view' | 'with-products' | 'in-browser';
  /** The file of web/dist holding the page rendered at build, for a page rendered ahead. */
  file?: string;
}

/** The page table of the web build whose renderer is in `rendererDir`, or null where there is none. */
export function loadPageTable(rendererDir: string): PageOfTable[] | null {
  const file = join(rendererDir, 'pages.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageOfTable[]) : null;
}
