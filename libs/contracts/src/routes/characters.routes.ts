import { CharacterOps, CharacterTypeOps, VisitOps } from '../characters.js';
import { pagedRouteOf, routeOf } from './route.js';

export const CharacterRoutes = {
  mine: pagedRouteOf(CharacterOps.listMine, CharacterOps.listMinePage),
  all: pagedRouteOf(CharacterOps.listAll, CharacterOps.listAllPage),
  create: routeOf(CharacterOps.create),
  assign: routeOf(CharacterOps.assign),
  /** The owner's choice, for their own characters only. */
  history: routeOf(CharacterOps.setHistory),
  claim: routeOf(CharacterOps.claim),
  addVisit: routeOf(VisitOps.add),
  /** Newest first; the owner's own characters only, any character for an admin. */
  visits: pagedRouteOf(VisitOps.list, VisitOps.listPage),
  /** Where a character has been, a line per stump; the same access as its visits. */
  places: routeOf(VisitOps.places),
} as const;

/** Admins only: the encrypted codes are what the toys carry. */
export const CharacterTypeRoutes = {
  list: routeOf(CharacterTypeOps.list),
  append: routeOf(CharacterTypeOps.append),
} as const;
