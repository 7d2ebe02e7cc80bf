import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const TOKEN_STORAGE_KEY = 'token';

export interface AuthState {
  token: string | null;
}

const storedToken = (): string | null => {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

/** Only the token is kept here; the signed-in user is server data, fetched through RTK Query. */
const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ token: storedToken() }),
  reducers: {
    tokenReceived(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    /** A new token for the same user (a password change): what was fetched for them stays. */
    sessionRenewed(state, action: PayloadAction<string>) {
      state.token = action.payload;
    },
    loggedOut(state) {
      state.token = null;
    },
  },
});

export const { tokenReceived, sessionRenewed, loggedOut } = authSlice.actions;
export const authReducer = authSlice.reducer;
export const selectToken = (state: { auth: AuthState }) => state.auth.token;
