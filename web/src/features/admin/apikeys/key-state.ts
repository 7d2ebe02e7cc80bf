import type { ApiKeyView } from '@storystump/contracts';
import { formatMoment } from '../../../ui/dates';

/**
 * A key's state as the list says it: revoked; rotated (accepted beside its successor until its
 * grace window ends, replaced after); a successor while its predecessor's window lasts; or active.
 */
export function keyStateOf(key: ApiKeyView, now = Date.now()): string {
  if (key.revoked) return 'Revoked';
  if (key.acceptedUntil) {
    return Date.parse(key.acceptedUntil) > now ? `Rotated: accepted until ${formatMoment(key.acceptedUntil)}` : 'Replaced';
  }
  const window = key.successorOf?.acceptedUntil;
  return key.successorOf && window && Date.parse(window) > now
    ? `Successor of ${key.successorOf.prefix}… (both accepted until ${formatMoment(window)})`
    : 'Active';
}
