import { CharacterOps, CharacterTypeOps, VisitOps } from '../characters.js';
import { DiaryOps, MissionOps } from '../diary.js';
import { JourneyShareOps } from '../journey-shares.js';
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
  /** The owner's own characters only, any character for an admin; not found for anyone else. */
  diary: routeOf(DiaryOps.get),
  collection: routeOf(DiaryOps.collection),
  missionMails: routeOf(DiaryOps.missionMails),
  setMissionMails: routeOf(DiaryOps.setMissionMails),
} as const;

/** Admins define the missions; families see their progress in their characters' diaries. */
export const MissionRoutes = {
  list: routeOf(MissionOps.list),
  create: routeOf(MissionOps.create),
  delete: routeOf(MissionOps.delete),
} as const;

/** Admins only: the encrypted codes are what the toys carry. */
export const CharacterTypeRoutes = {
  list: routeOf(CharacterTypeOps.list),
  append: routeOf(CharacterTypeOps.append),
} as const;

/** A character's journey card: the family's switch and link, and the card its link opens. */
export const JourneyShareRoutes = {
  get: routeOf(JourneyShareOps.get),
  share: routeOf(JourneyShareOps.share),
  stop: routeOf(JourneyShareOps.stop),
  card: routeOf(JourneyShareOps.card),
} as const;
