import {
  AddVisitBody,
  AppendTypeInput,
  AssignCharacterInput,
  CharactersSubjects,
  CreateCharacterInput,
  VisitsQuery,
} from '../characters.js';
import { route } from './route.js';

export const CharacterRoutes = {
  mine: route({
    method: 'GET',
    path: 'characters',
    access: 'user',
    summary: "The signed-in user's characters",
    tag: 'characters',
    subject: CharactersSubjects.listMine,
  }),
  all: route({
    method: 'GET',
    path: 'characters/all',
    access: 'admin',
    summary: 'Every character (admin)',
    tag: 'characters',
    subject: CharactersSubjects.listAll,
  }),
  create: route({
    method: 'POST',
    path: 'characters/createAsAdmin',
    access: 'admin',
    summary: 'Create a character',
    tag: 'characters',
    subject: CharactersSubjects.create,
    body: CreateCharacterInput,
  }),
  assign: route({
    method: 'POST',
    path: 'characters/addToUser',
    access: 'admin',
    summary: 'Give a character to a user',
    tag: 'characters',
    status: 200,
    subject: CharactersSubjects.assign,
    body: AssignCharacterInput,
  }),
  addVisit: route({
    method: 'POST',
    path: 'characters/visit/:baseStationId',
    access: 'admin',
    summary: 'Record a visit of a character to a station',
    tag: 'characters',
    subject: CharactersSubjects.addVisit,
    body: AddVisitBody,
  }),
  /** Newest first; the owner's own characters only, any character for an admin. */
  visits: route({
    method: 'GET',
    path: 'characters/:id/visits',
    access: 'user',
    summary: "A character's visits, newest first, a page at a time",
    tag: 'characters',
    subject: CharactersSubjects.listVisits,
    query: VisitsQuery,
    queryDescriptions: {
      limit: 'Visits in this page (default 100, at most 500)',
      before: "Only visits older than this: the _id of the previous page's last visit, or a date and time",
    },
  }),
} as const;

/** Admins only: the encrypted codes are what the toys carry. */
export const CharacterTypeRoutes = {
  list: route({
    method: 'GET',
    path: 'characterTypes',
    access: 'admin',
    summary: 'Every character type',
    tag: 'characters',
    subject: CharactersSubjects.listTypes,
  }),
  append: route({
    method: 'POST',
    path: 'characterTypes/appendtype',
    access: 'admin',
    summary: 'Add a character type',
    tag: 'characters',
    subject: CharactersSubjects.appendType,
    body: AppendTypeInput,
  }),
} as const;
