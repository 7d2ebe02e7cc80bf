import { AuditQuery } from '../audit.js';
import { MAX_AUDIT_PAGE } from '../limits.js';
import { DevicesSubjects } from '../devices.js';
import { CreateRolloutInput, LISTED_ROLLOUT_STATIONS, MAX_ROLLOUT_STATIONS_PAGE, RolloutStationsQuery } from '../fleet.js';
import { IdentitySubjects } from '../identity.js';
import { route } from './route.js';

export const FleetRoutes = {
  summary: route({
    method: 'GET',
    path: 'fleet',
    access: 'admin',
    summary: 'The fleet in figures: stations by state, low batteries, running versions (admin)',
    tag: 'fleet',
    subject: DevicesSubjects.fleet,
  }),
} as const;

export const RolloutRoutes = {
  create: route({
    method: 'POST',
    path: 'rollouts',
    access: 'admin',
    summary: `Start a staged firmware rollout (phases, failure threshold); answers it with its first ${MAX_ROLLOUT_STATIONS_PAGE} stations`,
    tag: 'rollouts',
    subject: DevicesSubjects.createRollout,
    body: CreateRolloutInput,
  }),
  list: route({
    method: 'GET',
    path: 'rollouts',
    access: 'admin',
    summary: `The 50 newest rollouts, newest first, each with its first ${LISTED_ROLLOUT_STATIONS} stations`,
    tag: 'rollouts',
    subject: DevicesSubjects.listRollouts,
  }),
  get: route({
    method: 'GET',
    path: 'rollouts/:id',
    access: 'admin',
    summary: 'One rollout with the state of each of its stations, a page at a time',
    tag: 'rollouts',
    subject: DevicesSubjects.getRollout,
    query: RolloutStationsQuery,
    queryDescriptions: {
      stationsOffset: "Skip this many of the rollout's stations, in its order (default 0)",
      stationsLimit: `List at most this many stations (default and most ${MAX_ROLLOUT_STATIONS_PAGE})`,
    },
  }),
  pause: route({
    method: 'POST',
    path: 'rollouts/:id/pause',
    access: 'admin',
    summary: 'Pause a running rollout: nothing more is offered until it resumes',
    tag: 'rollouts',
    status: 200,
    subject: DevicesSubjects.pauseRollout,
  }),
  resume: route({
    method: 'POST',
    path: 'rollouts/:id/resume',
    access: 'admin',
    summary: 'Resume a paused or halted rollout',
    tag: 'rollouts',
    status: 200,
    subject: DevicesSubjects.resumeRollout,
  }),
  cancel: route({
    method: 'POST',
    path: 'rollouts/:id/cancel',
    access: 'admin',
    summary: 'Cancel a rollout for good; its stations are free for another',
    tag: 'rollouts',
    status: 200,
    subject: DevicesSubjects.cancelRollout,
  }),
} as const;

export const AuditRoutes = {
  list: route({
    method: 'GET',
    path: 'audit',
    access: 'admin',
    summary: 'Every admin change in every service, newest first (admin)',
    tag: 'audit',
    subject: IdentitySubjects.audit,
    query: AuditQuery,
    queryDescriptions: {
      limit: `At most this many (default 50, at most ${MAX_AUDIT_PAGE})`,
      before: 'Only changes made before this moment (the `at` of the last one seen), for the next page',
      actor: "Only this admin's changes (a user id)",
      type: 'Only changes to this type of thing',
    },
  }),
} as const;
