import { Inject, Injectable } from '@nestjs/common';
import type { FleetReply } from '@storystump/contracts';
import { FLEET_CONFIG, type FleetConfig } from './fleet-config.js';

/**
 * The fleet's figures, counted once and shared: at a national fleet's size a count reads every
 * station, so the admins looking at the Fleet tab together share one count (and the one in
 * flight) until it is `summaryFreshMs` old or the stations were changed here. A stump's call
 * moves its station's state without asking, so its effect shows within `summaryFreshMs`.
 */
@Injectable()
export class FleetFiguresCache {
  private changes = 0;
  private counted?: { changes: number; startedAt: number; figures: Promise<FleetReply> };

  constructor(@Inject(FLEET_CONFIG) private readonly config: FleetConfig) {}

  /** The stations were added, changed or removed: the next figures are counted anew. */
  changed(): void {
    this.changes += 1;
  }

  figures(count: () => Promise<FleetReply>): Promise<FleetReply> {
    const now = Date.now();
    const counted = this.counted;
    if (counted && counted.changes === this.changes && now - counted.startedAt < this.config.summaryFreshMs) {
      return counted.figures;
    }
    const figures = count();
    const entry = { changes: this.changes, startedAt: now, figures };
    this.counted = entry;
    figures.catch(() => {
      if (this.counted === entry) this.counted = undefined;
    });
    return figures;
  }
}
