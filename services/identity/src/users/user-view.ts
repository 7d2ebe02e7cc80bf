import type { AccessReply, MeView, UserView } from '@storystump/contracts';
import type { UserEntity } from './user.entity.js';

/** The API's shape of a user: spec field names, and no role at all for ordinary users. */
export function toUserView(user: UserEntity): UserView {
  return {
    _id: user.id,
    displayName: user.displayName,
    email: user.email,
    ...(user.role ? { role: user.role } : {}),
    ...(user.deletionScheduledFor ? { deletion: { scheduledFor: user.deletionScheduledFor.toISOString() } } : {}),
  };
}

/** The account holder's own view: with the privacy notice they accepted. */
export function toMeView(user: UserEntity): MeView {
  const accepted = user.noticeVersion && user.noticeAcceptedAt;
  return {
    ...toUserView(user),
    consent: accepted ? { noticeVersion: user.noticeVersion!, acceptedAt: user.noticeAcceptedAt!.toISOString() } : null,
  };
}

export function toAccess(user: UserEntity): AccessReply {
  return {
    id: user.id,
    ...(user.role ? { role: user.role } : {}),
    view: toMeView(user),
    sessionGeneration: user.sessionGeneration,
  };
}
