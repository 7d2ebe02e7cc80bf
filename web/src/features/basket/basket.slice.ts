import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
export interface BasketItem {
  id: string;
  name: string;
  /** In minor units (pence), as the payment provider gives it; shown in pounds. */
  price: number;
  /** The payment provider's price reference. */
  priceId: string;
  /** What the price buys, when it has a name ("in a keepsake gift box"). */
  priceName?: string | null;
  quantity: number;
}

export interface BasketState {
  items: BasketItem[];
  open: boolean;
}

const initialState: BasketState = { items: [], open: false };

const sameLine = (a: Pick<BasketItem, 'id' | 'priceId'>, b: Pick<BasketItem, 'id' | 'priceId'>) =>
  a.id === b.id && a.priceId === b.priceId;

/** The basket lives in memory only: a reload empties it, as the product intends. */
const basketSlice = createSlice({
  name: 'basket',
  initialState,
  reducers: {
    itemAdded(state, action: PayloadAction<Omit<BasketItem, 'quantity'>>) {
      const existing = state.items.find((item) => sameLine(item, action.payload));
      if (existing) existing.quantity += 1;
      else state.items.push({ ...action.payload, quantity: 1 });
      state.open = true;
    },
    itemRemoved(state, action: PayloadAction<Pick<BasketItem, 'id' | 'priceId'>>) {
      state.items = state.items.filter((item) => !sameLine(item, action.payload));
    },
    basketCleared(state) {
      state.items = [];
    },
    basketToggled(state) {
      state.open = !state.open;
    },
  },
});

export const { itemAdded, itemRemoved, basketCleared, basketToggled } = basketSlice.actions;
export const basketReducer = basketSlice.reducer;

type WithBasket = { basket: BasketState };
export const selectBasketItems = (state: WithBasket) => state.basket.items;
export const selectBasketOpen = (state: WithBasket) => state.basket.open;
export const selectBasketCount = (state: WithBasket) => state.basket.items.reduce((n, item) => n + item.quantity, 0);
/** Line total: price times quantity, in pence. */
export const lineTotal = (item: BasketItem) => item.price * item.quantity;
export const selectBasketTotal = (state: WithBasket) => state.basket.items.reduce((sum, item) => sum + lineTotal(item), 0);
