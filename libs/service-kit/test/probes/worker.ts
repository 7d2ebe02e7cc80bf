import { Controller, Injectable, Module } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { JobsModule, ProcessesJobs } from '@storystump/service-kit';

export const PROBE_QUEUE = 'probe.work';

export interface ProbeJob {
  label: string;
  takesMs?: number;
}

/** What the probe's processor has done, read by the tests. */
export const workLog = { started: [] as string[], finished: [] as string[] };

@Injectable()
export class ProbeProcessor {
  @ProcessesJobs(PROBE_QUEUE, { concurrency: 2 })
  async work(data: ProbeJob): Promise<string> {
    workLog.started.push(data.label);
    if (data.takesMs) await new Promise((r) => setTimeout(r, data.takesMs));
    workLog.finished.push(data.label);
    return `done ${data.label}`;
  }
}

@Controller()
export class ProbeHandler {
  @MessagePattern('probe.ping')
  ping() {
    return 'pong';
  }
}

@Module({ imports: [JobsModule], controllers: [ProbeHandler], providers: [ProbeProcessor] })
export class WorkerProbeModule {}
