import { HostOps, hostToken } from '../hosts.js';
import { route, routeOf } from './route.js';

export const HostRoutes = {
  create: routeOf(HostOps.create),
  list: routeOf(HostOps.list),
  update: routeOf(HostOps.update),
  remove: routeOf(HostOps.delete),
  replaceLink: routeOf(HostOps.replaceLink),
  portal: routeOf(HostOps.portal),
  /** Worked by the gateway, which draws the SVG and keeps it a short while, so it is answered as a file is. */
  badge: route({
    method: 'GET',
    path: 'hosts/portal/:token/badge.svg',
    access: 'public',
    summary: "A host's badge for its website: the stories heard at its stumps this month, as SVG",
    tag: 'hosts',
    params: { token: hostToken() },
  }),
} as const;
