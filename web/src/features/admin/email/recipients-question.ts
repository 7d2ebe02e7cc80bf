import { formatCount } from '../../../ui/numbers';

/** What the admin is asked before a mailing goes: "Send to 1,204 people?". */
export const recipientsQuestion = (confirmed: number): string =>
  `Send to ${formatCount(confirmed)} ${confirmed === 1 ? 'person' : 'people'}?`;
