import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Outbox } from '@storystump/service-kit';
import { IsNull, Not, type Repository } from 'typeorm';
import { VersionVitalsService } from '../vitals/version-vitals.service.js';
import { rolloutGateVerdict } from './rollout-gate-verdict.js';
import { RolloutEntity } from './rollout.entity.js';
import { RolloutsService } from './rollouts.service.js';

/**
 * The running rollouts with a vitals gate, looked at after each roll-up of the heartbeats: one
 * whose version's crash-free hours fell too far halts, one whose phase has finished and whose gate
 * now holds goes on.
 */
@Injectable()
export class RolloutVitalsGate {
  constructor(
    @InjectRepository(RolloutEntity) private readonly rollouts: Repository<RolloutEntity>,
    private readonly outbox: Outbox,
    private readonly vitals: VersionVitalsService,
    private readonly steps: RolloutsService,
  ) {}

  /** Looks at each gated rollout in a transaction of its own; answers how many halted. */
  async check(): Promise<number> {
    const gated = await this.rollouts.find({ where: { status: 'running', vitalsGate: Not(IsNull()) }, select: { id: true } });
    let halted = 0;
    for (const { id } of gated) {
      const failed = await this.outbox.transaction(async (tx, emit) => {
        const rollout = await tx.findOne(RolloutEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!rollout || rollout.status !== 'running' || !rollout.vitalsGate) return false;
        const verdict = await rolloutGateVerdict(this.vitals, tx, rollout);
        if (verdict.kind !== 'fail') {
          await this.steps.stepAndSave(tx, emit, rollout);
          return false;
        }
        await this.steps.halt(emit, rollout, verdict.reason);
        await tx.update(RolloutEntity, { id }, { status: rollout.status, haltReason: rollout.haltReason });
        return true;
      });
      if (failed) halted++;
    }
    return halted;
  }
}
