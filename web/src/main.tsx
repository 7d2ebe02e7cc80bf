import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { createRouter, preloadPage } from './app/router';
import { startFirstRequests } from './app/first-requests';
import { createStore } from './app/store';
import './styles/global.css';

const container = document.getElementById('root')!;
const root = createRoot(container);

/** Lets the page be used once the app has taken the place of the first view the build rendered in. */
function Usable({ children }: { children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), []);
  return children;
}

const store = createStore();
startFirstRequests(store, window.location.pathname);

const app = (
  <StrictMode>
    <Provider store={store}>
      <Usable>
        <RouterProvider router={createRouter()} />
      </Usable>
    </Provider>
  </StrictMode>
);

// A page holding its first view, rendered in by the build (see render-page.tsx) and inert, is already
// drawn: once its own code is here, the app renders in pieces between the browser's other work, then
// replaces it at once. (Should its code not load, the app renders anyway and says so as it would.)
if (container.hasChildNodes()) {
  const render = () => startTransition(() => root.render(app));
  preloadPage(window.location.pathname).then(render, render);
} else root.render(app);
