// Made by `npm run generate` from API_ROUTE_GROUPS in libs/contracts: do not edit.
import type { RouteGroupTable } from '../route-group-table';

/** The method and path (below /api) of each route of the contracts' `characters` group. */
export const characters: RouteGroupTable<'characters'> = {
  mine: ['GET', 'characters'],
  all: ['GET', 'characters/all'],
  create: ['POST', 'characters/createAsAdmin'],
  assign: ['POST', 'characters/addToUser'],
  history: ['PUT', 'characters/:id/history'],
  claim: ['POST', 'characters/claim'],
  addVisit: ['POST', 'characters/visit/:baseStationId'],
  visits: ['GET', 'characters/:id/visits'],
  places: ['GET', 'characters/:id/places'],
  diary: ['GET', 'characters/:id/diary'],
  collection: ['GET', 'characters/collection'],
  missionMails: ['GET', 'characters/mission-mails'],
  setMissionMails: ['PUT', 'characters/mission-mails'],
};
