import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

/** A page whose code is loaded when first needed, or ahead of it with `preload()`. */
export type LazyPage = ReturnType<typeof lazy<ComponentType>> & { preload: () => Promise<unknown> };

/**
 * Like React's `lazy`, but code loaded ahead (`preload()`) is handed over at once: React then renders
 * the page without suspending, so a page painted before its scripts ran is replaced by the same page,
 * never by the loading fallback. (React takes a module whose thenable answers synchronously as ready.)
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const ready = (module: PageModule) =>
    ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;
  return Object.assign(
    lazy(() => (loaded ? ready(loaded) : preload())),
    { preload },
  );
}
