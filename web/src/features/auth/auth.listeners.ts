import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from '../../api/base-api';
import { loggedOut, sessionRenewed, TOKEN_STORAGE_KEY, tokenReceived } from '../../api/session.slice';

/**
 * Keeps the token in localStorage, and forgets all cached server data whenever who is signed in
 * changes, so the new user is fetched afresh and nobody sees the previous user's data. A renewed
 * session is the same user's: nothing is forgotten.
 */
export const authListeners = createListenerMiddleware();

authListeners.startListening({
  matcher: isAnyOf(tokenReceived, sessionRenewed, loggedOut),
  effect: (action, listenerApi) => {
    try {
      if (tokenReceived.match(action) || sessionRenewed.match(action)) localStorage.setItem(TOKEN_STORAGE_KEY, action.payload);
      else localStorage.removeItem(TOKEN_STORAGE_KEY);
    } catch {
      // storage may be unavailable (private mode): the session then lasts for the tab only
    }
    if (!sessionRenewed.match(action)) listenerApi.dispatch(api.util.resetApiState());
  },
});
