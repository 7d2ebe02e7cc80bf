import { Controller, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { healthSubject, type HealthReply } from '@storystump/contracts';
import { Readiness } from './ops/readiness.js';

/** A controller answering `<service>.health` with the state of what the service depends on. */
export function healthController(service: string): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(private readonly readiness: Readiness) {}

    @MessagePattern(healthSubject(service))
    async check(): Promise<HealthReply> {
      return { service, ...(await this.readiness.check()) };
    }
  }
  return HealthController;
}
