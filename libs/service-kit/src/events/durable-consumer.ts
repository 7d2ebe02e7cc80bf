import type { Logger } from '@nestjs/common';
import type { Consumer, ConsumerConfig } from '@nats-io/jetstream';
import type { JetStreamConnection, StreamMaker } from './jetstream-connection.js';

/** JetStream's durations are in nanoseconds. */
export const nanosOf = (ms: number) => ms * 1_000_000;

export interface DurableConsumer {
  jetstream: JetStreamConnection;
  stream: string;
  /** Made on the first pass, brought up to date on every later one. */
  config: Partial<ConsumerConfig> & { durable_name: string };
  /** Streams besides the events stream that must exist first. */
  streams?: StreamMaker[];
  /** Reads the consumer until it ends, is closed, or fails. */
  read(consumer: Consumer): Promise<void>;
  running(): boolean;
  logger: Logger;
}

/**
 * Keeps a durable pull consumer read while `running()`: through NATS restarts and an
 * unreachable server, with pauses from 0.1 s doubling to 5 s, said on the first failure and
 * every 50th.
 */
export async function keepReading(spec: DurableConsumer): Promise<void> {
  const { durable_name: durable } = spec.config;
  let failures = 0;
  while (spec.running()) {
    try {
      const { js, jsm } = await spec.jetstream.handles(...(spec.streams ?? []));
      if (!spec.running()) break;
      await jsm.consumers.update(spec.stream, durable, spec.config).catch(() => jsm.consumers.add(spec.stream, spec.config));
      const consumer = await js.consumers.get(spec.stream, durable);
      failures = 0;
      await spec.read(consumer);
    } catch (error) {
      failures++;
      if (failures === 1 || failures % 50 === 0) spec.logger.warn(`Consumer ${durable} is waiting for NATS: ${String(error)}`);
    }
    if (spec.running()) await new Promise((r) => setTimeout(r, Math.min(5000, 100 * 2 ** failures)));
  }
}
