// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `identity` group. */
export const identity: RouteGroupTable<'identity'> = {
  login: ['POST', 'auth/login'],
  register: ['POST', 'auth/register'],
  forgotPassword: ['POST', 'auth/forgot-password'],
  resetPassword: ['POST', 'auth/reset-password'],
  changePassword: ['PUT', 'users/me/password'],
  logout: ['POST', 'auth/logout'],
  me: ['GET', 'users/me'],
  requestDeletion: ['POST', 'users/me/deletion'],
  cancelDeletion: ['POST', 'users/me/deletion/cancel'],
  acceptNotice: ['POST', 'users/me/consent'],
  privacyNotice: ['GET', 'privacy'],
  listUsers: ['GET', 'users'],
  promote: ['PUT', 'users/:id/promote'],
  demote: ['PUT', 'users/:id/demote'],
  removeUser: ['DELETE', 'users/:id'],
};
