/** The day a deletion happens, in the reader's own words: "11 December 2026". */
export const deletionDateOf = (scheduledFor: string) =>
  new Date(scheduledFor).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
