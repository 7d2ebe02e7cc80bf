import { UserOps, UserView } from '../identity.js';
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
  }),
  /** Worked by the gateway, from the access answer its guard has just used. */
  me: route({ method: 'GET', path: 'users/me', access: 'user', summary: 'The signed-in user', tag: 'users', reply: UserView }),
  listUsers: pagedRouteOf(UserOps.list, UserOps.listPage),
  promote: routeOf(UserOps.promote),
  demote: routeOf(UserOps.demote),
  removeUser: routeOf(UserOps.delete),
} as const;
