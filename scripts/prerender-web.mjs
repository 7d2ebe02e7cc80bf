// After `vite build web`: renders the pages that need no data into web/dist (see lib/prerender.mjs).
import { fileURLToPath } from 'node:url';
import { buildPrerenderer, prerenderPages } from './lib/prerender.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
await buildPrerenderer(root);
process.stdout.write(`prerendered ${(await prerenderPages(root)).join(', ')}\n`);
