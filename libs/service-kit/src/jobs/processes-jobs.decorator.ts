import { SetMetadata } from '@nestjs/common';

export const PROCESSES_JOBS = 'storystump:processes-jobs';

export interface ProcessorOptions {
  /** Jobs of this queue run at once in one process. */
  concurrency?: number;
  /** At most `max` jobs every `durationMs`, across every copy of the service. */
  limiter?: { max: number; durationMs: number };
}

export interface ProcessesJobsMetadata extends ProcessorOptions {
  queue: string;
}

/**
 * Makes a provider method the processor of a queue: it gets the job's data and the BullMQ job,
 * and its result (or error: retried as the job's options say) is the job's. Processors run in the
 * `all` and `worker` roles; at shutdown the job in hand is finished first.
 */
export const ProcessesJobs = (queue: string, options: ProcessorOptions = {}) =>
  SetMetadata<string, ProcessesJobsMetadata>(PROCESSES_JOBS, { queue, ...options });
