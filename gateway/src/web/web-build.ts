import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Product } from '@storystump/contracts';

/** A page rendered by the web build's renderer, and the page without its data, whose inline scripts alone are trusted. */
export interface RenderedPage {
  html: string;
  ownScripts: string;
}

/** What the renderer of the web build (`render-page.js`, web/src/render-page.tsx built for the server) offers. */
interface Renderer {
  renderPage(
    path: string,
    data: { products?: Product[] },
    shell: { indexHtml: string; manifest: unknown },
  ): Promise<RenderedPage>;
}

/**
 * The web build as the gateway uses it: its files in `webDist`, and its renderer in
 * `rendererDir`, loaded on the first page it renders (a gateway that renders nothing never pays
 * for it).
 */
export class WebBuild {
  private renderer?: Promise<Renderer>;
  private shell?: { indexHtml: string; manifest: unknown };

  private constructor(
    readonly webDist: string,
    private readonly rendererFile: string,
  ) {}

  /** The build in `webDist` with its renderer in `rendererDir`, or null where there is no build. */
  static at(webDist: string, rendererDir: string): WebBuild | null {
    return existsSync(join(webDist, 'index.html')) ? new WebBuild(webDist, join(rendererDir, 'render-page.js')) : null;
  }

  async renderPage(path: string, data: { products?: Product[] }): Promise<RenderedPage> {
    this.renderer ??= import(pathToFileURL(this.rendererFile).href) as Promise<Renderer>;
    this.shell ??= {
      indexHtml: readFileSync(join(this.webDist, 'index.html'), 'utf8'),
      manifest: JSON.parse(readFileSync(join(this.webDist, '.vite', 'manifest.json'), 'utf8')) as unknown,
    };
    return (await this.renderer).renderPage(path, data, this.shell);
  }
}
