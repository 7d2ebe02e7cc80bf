import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/base-api';
import { authListeners } from '../features/auth/auth.listeners';
import { authReducer } from '../api/session.slice';
import { basketReducer } from '../features/basket/basket.slice';

export function createStore() {
  return configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: authReducer,
      basket: basketReducer,
    },
    middleware: (getDefault) => getDefault().prepend(authListeners.middleware).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
