import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter, useRoutes } from 'react-router';
import { routes } from './app/router';
import { createStore } from './app/store';

function Routes() {
  return useRoutes(routes);
}

/**
 * The markup a page first shows, as a visitor who is not signed in sees it before any script has
 * run: the build writes it into the page's HTML, so the browser paints it while the app loads.
 * The app then renders over it (see main.tsx).
 */
export function prerender(path: string): string {
  return renderToString(
    <StrictMode>
      <Provider store={createStore()}>
        <StaticRouter location={path}>
          <Routes />
        </StaticRouter>
      </Provider>
    </StrictMode>,
  );
}
