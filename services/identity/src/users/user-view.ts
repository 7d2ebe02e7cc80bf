import type { AccessReply, UserView } from '@storystump/contracts';
import type { UserEntity } from './user.entity.js';

/** The API's shape of a user: spec field names, and no role at all for ordinary users. */
export function toUserView(user: UserEntity): UserView {
  return {
    _id: user.id,
    displayName: user.displayName,
    email: user.email,
    ...(user.role ? { role: user.role } : {}),
  };
}

export function toAccess(user: UserEntity): AccessReply {
  return {
    id: user.id,
    ...(user.role ? { role: user.role } : {}),
    view: toUserView(user),
    sessionGeneration: user.sessionGeneration,
  };
}
