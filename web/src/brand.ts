/** The brand name, from the BRAND_NAME setting at build time. */
export const BRAND = import.meta.env.VITE_BRAND_NAME || 'Storystump';
