import { MeView, UserOps } from '../identity.js';
import { PrivacyNotice } from '../privacy.js';
import { pagedRouteOf, route, routeOf } from './route.js';

export const IdentityRoutes = {
  login: routeOf(UserOps.login),
  register: routeOf(UserOps.register),
  forgotPassword: routeOf(UserOps.forgotPassword),
  resetPassword: routeOf(UserOps.resetPassword),
  changePassword: routeOf(UserOps.changePassword),
  /** Worked by the gateway: the token is refused from now on by every copy of it. */
  logout: route({
    method: 'POST',
    path: 'auth/logout',
    access: 'user',
    summary: "End the caller's session (the token is refused from now on)",
    tag: 'auth',
    status: 204,
    ignoresIdempotencyKey: true,
    openDuringDeletion: true,
  }),
  /** Worked by the gateway, from the access answer its guard has just used. */
  me: route({
    method: 'GET',
    path: 'users/me',
    access: 'user',
    summary: 'The signed-in user',
    tag: 'users',
    reply: MeView,
    openDuringDeletion: true,
  }),
  requestDeletion: routeOf(UserOps.requestDeletion),
  cancelDeletion: routeOf(UserOps.cancelDeletion),
  acceptNotice: routeOf(UserOps.acceptNotice),
  /** Worked by the gateway: each service that keeps personal data a while says how long. */
  privacyNotice: route({
    method: 'GET',
    path: 'privacy',
    access: 'public',
    summary: "The privacy notice's version and how long each kind of personal data is kept, from the running system's settings",
    tag: 'privacy',
    reply: PrivacyNotice,
    cache: { maxAgeSeconds: 300 },
  }),
  listUsers: pagedRouteOf(UserOps.list, UserOps.listPage),
  promote: routeOf(UserOps.promote),
  demote: routeOf(UserOps.demote),
  removeUser: routeOf(UserOps.delete),
} as const;
