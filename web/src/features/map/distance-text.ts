/** A distance as a visitor reads it: metres under a kilometre, else kilometres to one decimal. */
export const distanceText = (km: number) =>
  km < 1 ? `${Math.round(km * 1000)} m` : `${km.toLocaleString('en-GB', { maximumFractionDigits: 1 })} km`;
