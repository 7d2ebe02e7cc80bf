/** Every figure the app shows is written the British way, with thousands separators: 10,003. */
const COUNT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A count or other plain figure: `10,003`; a fraction keeps at most two decimals. */
export const formatCount = (value: number): string => COUNT.format(value);

/** An amount in pounds: `£108,544.16`. */
export const formatPounds = (pounds: number): string => POUNDS.format(pounds);

/** `1 order`, `10,003 orders`: a count with its noun, plural where it is not one. */
export const countOf = (value: number, one: string, many = `${one}s`): string =>
  `${formatCount(value)} ${value === 1 ? one : many}`;

const MB = 1024 * 1024;

/** Bytes as people read them: `312 KB`, `1,536.5 MB`. */
export const formatBytes = (bytes: number): string =>
  bytes < MB ? `${formatCount(Math.round(bytes / 1024))} KB` : `${formatCount(Math.round((bytes / MB) * 10) / 10)} MB`;
