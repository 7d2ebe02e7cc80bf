import { Injectable, Module } from '@nestjs/common';
import { IdentityEvents, type UserDeletedEvent } from '@storystump/contracts';
import { ConsumesEvent, DatabaseModule, EventsModule, type EventMeta, type ServiceDatabase } from '@storystump/service-kit';
import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';

/** What the probe's handler does, set by each test: fail a number of times, or take its time. */
export const listenerScript = {
  failuresLeft: new Map<string, number>(),
  slowFirstAttemptMs: new Map<string, number>(),
};

class ListenerSchema1700000000000 implements MigrationInterface {
  name = 'ListenerSchema1700000000000';
  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "listener"."applied" ("user_id" uuid NOT NULL, "attempt" integer NOT NULL)`);
  }
  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "listener"."applied"`);
  }
}

export const listenerDatabase: ServiceDatabase = {
  schema: 'listener',
  entities: [],
  migrations: [ListenerSchema1700000000000],
};

/** A service that reacts to identity's user.deleted by recording it, as characters will. */
@Injectable()
export class UserDeletedListener {
  @ConsumesEvent(IdentityEvents.userDeleted, { name: 'record', maxAttempts: 3, ackWaitMs: 1000 })
  async record(event: UserDeletedEvent, tx: EntityManager, meta: EventMeta): Promise<void> {
    await tx.query(`INSERT INTO "listener"."applied" ("user_id", "attempt") VALUES ($1, $2)`, [event.id, meta.attempt]);
    const slow = listenerScript.slowFirstAttemptMs.get(event.id);
    if (slow && meta.attempt === 1) await new Promise((r) => setTimeout(r, slow));
    const failures = listenerScript.failuresLeft.get(event.id) ?? 0;
    if (failures > 0) {
      listenerScript.failuresLeft.set(event.id, failures - 1);
      throw new Error(`the probe was told to fail (${failures} to go)`);
    }
  }
}

@Module({
  imports: [DatabaseModule.forService(listenerDatabase), EventsModule],
  providers: [UserDeletedListener],
})
export class ListenerModule {}
