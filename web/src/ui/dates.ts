/** Every moment the app shows is written the British way, in the reader's own time zone: `27 Nov 2026, 21:39`. */
const MOMENT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment given as an ISO string (or a Date): `27 Nov 2026, 21:39`. */
export const formatMoment = (at: string | number | Date): string => MOMENT.format(new Date(at));
