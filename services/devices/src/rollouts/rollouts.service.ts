import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_FAILURE_THRESHOLD,
  DEFAULT_MIN_SAMPLE,
  DEFAULT_ROLLOUT_PHASES,
  DevicesEvents,
  LISTED_ROLLOUT_STATIONS,
  MAX_ROLLOUT_STATIONS_PAGE,
  ROLLOUT_STATION_STATES,
  RolloutOps,
  type CreateRolloutInput,
  type FirmwareStatusInput,
  type GetRolloutInput,
  type ParsedInputOf,
  type RequestContext,
  type RolloutIdInput,
  type RolloutStationsQuery,
  type RolloutStationState,
  type RolloutStatus,
  type RolloutSummary,
  type RolloutView,
  type StationFilterView,
  type VitalsGate,
} from '@storystump/contracts';
import { AuditTrail, Handles, keysetPage, Outbox, type Emit, isUniqueViolation, type KeysetPage } from '@storystump/service-kit';
import { randomInt, randomUUID } from 'node:crypto';
import { In, type EntityManager, type Repository } from 'typeorm';
import { FLEET_CONFIG, type FleetConfig } from '../fleet/fleet-config.js';
import { filterText, filterViewOf, stationFilters, whereOf } from '../stations/station-filter.js';
import { VersionEntity, type SignedVersion } from '../versions/version.entity.js';
import { rolloutGateVerdict } from './rollout-gate-verdict.js';
import { ROLLOUT_PAGES } from './rollout-pages.js';
import { nextStep, phaseOfPosition, phaseReach, shuffled } from './rollout-phases.js';
import { toRolloutSummary, toRolloutView, type RolloutStationRow } from './rollout-view.js';
import { ACTIVE_ROLLOUT_STATUSES, RolloutEntity } from './rollout.entity.js';
import { RolloutErrors } from './rollouts.errors.js';
import { VersionVitalsService } from '../vitals/version-vitals.service.js';

/** A rollout's row as the report statement answers it. */
type RolloutRow = Pick<RolloutEntity, 'id' | 'tag' | 'status' | 'phase' | 'phases' | 'target' | RolloutStationState> & {
  failure_threshold: number;
  min_sample: number;
  halt_reason: string | null;
  vitals_gate: VitalsGate | null;
  previous_tag: string | null;
  created_at: Date;
};

const counted = (state: RolloutStationState) =>
  `"${state}" = "${state}" - (m.old_state = '${state}')::int + ($3::text = '${state}')::int`;

/**
 * A stump's report: its station's state in the rollout of that tag moves (if the rollout's phase
 * has reached it and the state is new), and the rollout's counts with it. Answers the rollout.
 */
const REPORT = `
  WITH target AS (
    SELECT rs.rollout_id, rs.state AS old_state
    FROM devices.rollout_stations rs JOIN devices.rollouts r ON r.id = rs.rollout_id
    WHERE rs.station_id = $1 AND rs.active AND r.tag = $2 AND rs.phase <= r.phase AND rs.state <> $3::text
    FOR UPDATE OF rs),
  moved AS (
    UPDATE devices.rollout_stations rs SET state = $3::text FROM target t
    WHERE rs.rollout_id = t.rollout_id AND rs.station_id = $1
    RETURNING t.rollout_id, t.old_state)
  UPDATE devices.rollouts r SET ${ROLLOUT_STATION_STATES.map(counted).join(', ')}, updated_at = now()
  FROM moved m WHERE r.id = m.rollout_id
  RETURNING r.*`;

const LISTED_ROLLOUTS = 50;
const randomFraction = () => randomInt(2 ** 47) / 2 ** 47;

/** What a station in a running rollout is offered: the rollout's version, once its phase has come. */
export interface RolloutOffer {
  version: SignedVersion;
  state: RolloutStationState;
}

/**
 * Staged rollouts: a version goes to a growing share of its stations, phase by phase, as the
 * stumps report success; too many failures halt it before it reaches the rest.
 */
@Injectable()
export class RolloutsService {
  constructor(
    @InjectRepository(RolloutEntity) private readonly rollouts: Repository<RolloutEntity>,
    private readonly outbox: Outbox,
    private readonly audit: AuditTrail,
    @Inject(FLEET_CONFIG) private readonly config: FleetConfig,
    private readonly vitals: VersionVitalsService,
  ) {}

  @Handles(RolloutOps.create)
  async create(ctx: RequestContext, input: CreateRolloutInput): Promise<RolloutView> {
    const phases = input.phases ?? DEFAULT_ROLLOUT_PHASES;
    try {
      const id = await this.outbox.transaction(async (tx, emit) => {
        const version = await tx.findOneBy(VersionEntity, { id: input.versionId });
        if (!version) throw RolloutErrors.versionNotFound();
        const filter = input.filter ? filterViewOf(input.filter) : null;
        const target = filter ? await this.matching(tx, filter) : await this.targetOf(tx, input.stationIds);
        const [busy] = await tx.query<Array<{ base_id: string }>>(
          `SELECT s.base_id FROM unnest($1::uuid[]) AS t(id)
           JOIN devices.rollout_stations rs ON rs.station_id = t.id AND rs.active
           JOIN devices.base_stations s ON s.id = rs.station_id LIMIT 1`,
          [target],
        );
        if (busy) throw RolloutErrors.stationBusy(busy.base_id);
        const order = shuffled(target, randomFraction);
        const previousTag = await this.mostRunVersion(tx, target, version.tag);
        const reach = phaseReach(order.length, phases);
        const rollout = tx.create(RolloutEntity, {
          id: randomUUID(),
          versionId: version.id,
          tag: version.tag,
          status: 'running',
          phase: 0,
          phases,
          failureThreshold: input.failureThreshold ?? DEFAULT_FAILURE_THRESHOLD,
          minSample: input.minSample ?? DEFAULT_MIN_SAMPLE,
          target: order.length,
          filter,
          pending: order.length,
          downloading: 0,
          installing: 0,
          success: 0,
          failure: 0,
          vitalsGate: input.vitalsGate ?? null,
          previousTag,
          haltReason: null,
        });
        await tx.insert(RolloutEntity, rollout);
        await tx.query(
          `INSERT INTO devices.rollout_stations (rollout_id, station_id, position, phase, state, active)
           SELECT $1, u.station_id, u.ord - 1, u.phase, 'pending', true
           FROM unnest($2::uuid[], $3::smallint[]) WITH ORDINALITY AS u(station_id, phase, ord)`,
          [rollout.id, order, order.map((_, position) => phaseOfPosition(position, reach))],
        );
        await this.audit.record(emit, ctx, {
          action: 'rollout.created',
          target: { type: 'rollout', id: rollout.id },
          summary: `Rollout of ${version.tag} to ${order.length} station${order.length === 1 ? '' : 's'}${filter ? ` (every station ${filterText(filter)})` : ''} in phases ${phases.join(', ')} %${input.vitalsGate ? `, gated on crash-free hours (at most ${input.vitalsGate.maxCrashFreeDrop} points below ${previousTag ?? 'the previous version'} after ${input.vitalsGate.minHoursObserved} hours)` : ''}`,
        });
        return rollout.id;
      });
      return this.view(id);
    } catch (error) {
      if (isUniqueViolation(error, 'rollout_stations_one_active')) throw RolloutErrors.stationBusy();
      throw error;
    }
  }

  @Handles(RolloutOps.list)
  async list(): Promise<RolloutView[]> {
    const rollouts = await this.rollouts.find({ order: { createdAt: 'DESC', id: 'ASC' }, take: LISTED_ROLLOUTS });
    const stations = await this.stationsOf(
      rollouts.map((rollout) => rollout.id),
      { stationsOffset: 0, stationsLimit: LISTED_ROLLOUT_STATIONS },
    );
    return rollouts.map((rollout) => toRolloutView(rollout, stations.get(rollout.id) ?? []));
  }

  @Handles(RolloutOps.listPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof RolloutOps.listPage>): Promise<KeysetPage<RolloutView>> {
    return keysetPage(this.rollouts.manager, ROLLOUT_PAGES, input, async (ids) => {
      const rollouts = await this.rollouts.findBy({ id: In(ids) });
      const stations = await this.stationsOf(ids, { stationsOffset: 0, stationsLimit: LISTED_ROLLOUT_STATIONS });
      return rollouts.map((rollout) => toRolloutView(rollout, stations.get(rollout.id) ?? []));
    });
  }

  @Handles(RolloutOps.get)
  async get(ctx: RequestContext, input: GetRolloutInput): Promise<RolloutView> {
    return this.view(input.id, input);
  }

  @Handles(RolloutOps.pause)
  pause(ctx: RequestContext, { id }: RolloutIdInput): Promise<RolloutSummary> {
    return this.change(ctx, id, 'pause', ['running'], { status: 'paused' });
  }

  /** A halted rollout may be resumed too: the admin has looked, and its reason is cleared. */
  @Handles(RolloutOps.resume)
  resume(ctx: RequestContext, { id }: RolloutIdInput): Promise<RolloutSummary> {
    return this.change(ctx, id, 'resume', ['paused', 'halted'], { status: 'running', haltReason: null });
  }

  @Handles(RolloutOps.cancel)
  cancel(ctx: RequestContext, { id }: RolloutIdInput): Promise<RolloutSummary> {
    return this.change(ctx, id, 'cancel', ACTIVE_ROLLOUT_STATUSES, { status: 'cancelled' });
  }

  /** The running rollout that has reached this station, if any. */
  async offerFor(stationId: string): Promise<RolloutOffer | null> {
    const [offer] = await this.rollouts.query<
      Array<{ id: string; tag: string; size: string; sha256: string; signature: string; state: RolloutStationState }>
    >(
      `SELECT v.id, v.tag, v.size, v.sha256, v.signature, rs.state
       FROM devices.rollout_stations rs
       JOIN devices.rollouts r ON r.id = rs.rollout_id
       JOIN devices.versions v ON v.id = r.version_id
       WHERE rs.station_id = $1 AND rs.active AND r.status = 'running' AND rs.phase <= r.phase`,
      [stationId],
    );
    if (!offer) return null;
    const { state, size, ...version } = offer;
    return { version: { ...version, size: Number(size) }, state };
  }

  /**
   * A stump's report moves its station's state in the rollout of that tag (reports of a phase not
   * yet reached are not counted), and may advance, complete or halt the rollout.
   */
  async report(tx: EntityManager, emit: Emit, stationId: string, report: FirmwareStatusInput): Promise<void> {
    // One statement moves the station and the rollout's counts: the rollout's row is locked from
    // here to the commit only, so the stumps' reports queue on it as briefly as they can.
    const [[row]] = await tx.query<[RolloutRow[], number]>(REPORT, [stationId, report.tag, report.status]);
    if (!row || row.status !== 'running') return;
    const rollout = this.rollouts.create({
      id: row.id,
      tag: row.tag,
      status: row.status,
      phase: row.phase,
      phases: row.phases,
      target: row.target,
      failureThreshold: row.failure_threshold,
      minSample: row.min_sample,
      pending: row.pending,
      downloading: row.downloading,
      installing: row.installing,
      success: row.success,
      failure: row.failure,
      vitalsGate: row.vitals_gate,
      previousTag: row.previous_tag,
      haltReason: row.halt_reason,
      createdAt: row.created_at,
    });
    await this.stepAndSave(tx, emit, rollout);
  }

  /** Steps the rollout as far as it goes now, and saves its phase and status if they moved. */
  async stepAndSave(tx: EntityManager, emit: Emit, rollout: RolloutEntity): Promise<void> {
    const { phase, status } = rollout;
    await this.step(tx, emit, rollout);
    if (rollout.phase !== phase || rollout.status !== status) {
      await tx.update(
        RolloutEntity,
        { id: rollout.id },
        { phase: rollout.phase, status: rollout.status, haltReason: rollout.haltReason },
      );
    }
  }

  /** Halts the rollout for this reason (the caller saves it) and announces it. */
  async halt(emit: Emit, rollout: RolloutEntity, reason: string): Promise<void> {
    rollout.status = 'halted';
    rollout.haltReason = reason;
    await emit(DevicesEvents.rolloutHalted, { id: rollout.id, tag: rollout.tag, reason });
  }

  /** Goes on as far as the counts allow: a phase whose stations all finished at once is passed too. */
  private async step(tx: EntityManager, emit: Emit, rollout: RolloutEntity): Promise<void> {
    for (;;) {
      const step = nextStep({
        phase: rollout.phase,
        phases: rollout.phases.map(Number),
        target: rollout.target,
        failureThreshold: rollout.failureThreshold,
        minSample: rollout.minSample,
        counts: rollout,
      });
      if (step.kind === 'stay') return;
      if (step.kind !== 'halt' && rollout.vitalsGate) {
        // A phase goes on only when the gate holds: it waits for enough hours, and halts when it fails.
        const verdict = await rolloutGateVerdict(this.vitals, tx, rollout);
        if (verdict.kind === 'wait') return;
        if (verdict.kind === 'fail') return this.halt(emit, rollout, verdict.reason);
      }
      if (step.kind === 'advance') {
        rollout.phase = step.phase;
        continue;
      }
      if (step.kind === 'complete') {
        rollout.status = 'completed';
        await this.release(tx, rollout.id);
        return;
      }
      return this.halt(emit, rollout, step.reason);
    }
  }

  private async change(
    ctx: RequestContext,
    id: string,
    verb: 'pause' | 'resume' | 'cancel',
    from: readonly RolloutStatus[],
    to: Pick<RolloutEntity, 'status'> & Partial<Pick<RolloutEntity, 'haltReason'>>,
  ): Promise<RolloutSummary> {
    return this.outbox.transaction(async (tx, emit) => {
      const rollout = await tx.findOne(RolloutEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!rollout) throw RolloutErrors.notFound();
      if (!from.includes(rollout.status)) throw RolloutErrors.cannot(verb, rollout.status);
      Object.assign(rollout, to);
      await tx.save(RolloutEntity, rollout);
      if (to.status === 'cancelled') await this.release(tx, id);
      await this.audit.record(emit, ctx, {
        action: `rollout.${verb === 'cancel' ? 'cancelled' : `${verb}d`}`,
        target: { type: 'rollout', id },
        summary: `Rollout of ${rollout.tag} ${verb === 'cancel' ? 'cancelled' : `${verb}d`}`,
      });
      return toRolloutSummary(rollout);
    });
  }

  private release(tx: EntityManager, rolloutId: string) {
    return tx.query(`UPDATE devices.rollout_stations SET active = false WHERE rollout_id = $1`, [rolloutId]);
  }

  /** The version most of these stations run now, other than the one rolled out: the previous version. */
  private async mostRunVersion(tx: EntityManager, stationIds: readonly string[], tag: string): Promise<string | null> {
    const [row] = await tx.query<Array<{ running_version: string }>>(
      `SELECT running_version FROM devices.station_status
       WHERE station_id = ANY($1::uuid[]) AND running_version IS NOT NULL AND running_version <> $2
       GROUP BY running_version ORDER BY count(*) DESC, running_version LIMIT 1`,
      [stationIds, tag],
    );
    return row?.running_version ?? null;
  }

  /** The named stations (each must exist), or every station with an active key. */
  private async targetOf(tx: EntityManager, stationIds: readonly string[] | undefined): Promise<string[]> {
    if (stationIds) {
      const wanted = [...new Set(stationIds)];
      const [{ found }] = await tx.query<[{ found: number }]>(
        `SELECT count(*)::int AS found FROM unnest($1::uuid[]) AS t(id) JOIN devices.base_stations s ON s.id = t.id`,
        [wanted],
      );
      if (found < wanted.length) throw RolloutErrors.stationsNotFound(wanted.length - found);
      if (!wanted.length) throw RolloutErrors.emptyTarget();
      return wanted;
    }
    const rows = await tx.query<Array<{ id: string }>>(
      `SELECT DISTINCT base_station_id AS id FROM devices.api_keys WHERE revoked_at IS NULL AND base_station_id IS NOT NULL`,
    );
    if (!rows.length) throw RolloutErrors.emptyTarget();
    return rows.map((row) => row.id);
  }

  /** The stations a filter matches now, as the status list finds them: the rollout names them from here on. */
  private async matching(tx: EntityManager, filter: StationFilterView): Promise<string[]> {
    const where = whereOf(stationFilters(filter, this.config.silentAfterSeconds));
    const rows = await tx.query<Array<{ id: string }>>(
      `SELECT s.id FROM devices.base_stations s WHERE ${where.sql}`,
      where.params,
    );
    if (!rows.length) throw RolloutErrors.noneMatch();
    return rows.map((row) => row.id);
  }

  /** A rollout with a page of its stations, in its order (positions `stationsOffset` onwards). */
  private async view(
    id: string,
    { stationsOffset = 0, stationsLimit = MAX_ROLLOUT_STATIONS_PAGE }: Partial<RolloutStationsQuery> = {},
  ): Promise<RolloutView> {
    const rollout = await this.rollouts.findOneBy({ id });
    if (!rollout) throw RolloutErrors.notFound();
    const stations = await this.stationsOf([id], { stationsOffset, stationsLimit });
    return toRolloutView(rollout, stations.get(id) ?? []);
  }

  /** The same page of stations of each rollout, in its order, by rollout. */
  private async stationsOf(
    rolloutIds: readonly string[],
    { stationsOffset, stationsLimit }: RolloutStationsQuery,
  ): Promise<Map<string, RolloutStationRow[]>> {
    const rows = await this.rollouts.query<RolloutStationRow[]>(
      `SELECT rs.rollout_id, rs.station_id, s.base_id, rs.phase, rs.state
       FROM devices.rollout_stations rs JOIN devices.base_stations s ON s.id = rs.station_id
       WHERE rs.rollout_id = ANY($1) AND rs.position >= $2 AND rs.position < $3 ORDER BY rs.rollout_id, rs.position`,
      [rolloutIds, stationsOffset, stationsOffset + stationsLimit],
    );
    const byRollout = new Map<string, RolloutStationRow[]>();
    for (const row of rows) {
      const page = byRollout.get(row.rollout_id);
      if (page) page.push(row);
      else byRollout.set(row.rollout_id, [row]);
    }
    return byRollout;
  }
}
