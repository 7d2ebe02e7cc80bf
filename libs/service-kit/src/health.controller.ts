import { Controller, Optional, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, type CheckState, type HealthReply } from '@storystump/contracts';
import { DataSource } from 'typeorm';

/** A controller answering `<service>.health` with the state of the service's database. */
export function healthController(service: string): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(@Optional() private readonly dataSource?: DataSource) {}

    @MessagePattern(healthSubject(service))
    async check(): Promise<HealthReply> {
      const checks: Record<string, CheckState> = {};
      if (this.dataSource) {
        checks.database = await this.dataSource.query('SELECT 1').then(
          () => 'ok' as const,
          () => 'down' as const,
        );
      }
      const status = Object.values(checks).every((c) => c === 'ok') ? 'ok' : 'down';
      return { service, status, checks };
    }
  }
  return HealthController;
}
