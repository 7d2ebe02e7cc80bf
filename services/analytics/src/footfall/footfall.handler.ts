import { Controller } from '@nestjs/common';
import { AnalyticsSubjects, type Envelope, type FootfallQuery } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { FootfallService } from './footfall.service.js';

@Controller()
export class FootfallHandler {
  constructor(private readonly footfall: FootfallService) {}

  @Handles(AnalyticsSubjects.footfall)
  ofRange({ ctx, input }: Envelope<FootfallQuery>) {
    return this.footfall.ofRange(ctx, input);
  }
}
