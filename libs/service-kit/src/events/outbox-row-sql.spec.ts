import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DevicesEvents } from '@storystump/contracts';
import { outboxRowSql } from './outbox-row-sql.js';

describe('outboxRowSql', () => {
  it("builds the row's id, subject and payload from an expression for each field the contract names", () => {
    const sql = outboxRowSql(DevicesEvents.keyRevoked, { id: 'k.id', baseStationId: 'k.base_station_id' });
    assert.equal(
      sql,
      `gen_random_uuid(), '${DevicesEvents.keyRevoked}', jsonb_build_object('id', k.id, 'baseStationId', k.base_station_id)`,
    );
  });

  it("refuses, when compiled, a payload missing a field of the contract's or naming one it lacks", () => {
    // @ts-expect-error baseStationId is missing
    outboxRowSql(DevicesEvents.keyRevoked, { id: 'k.id' });
    // @ts-expect-error baseId is not a field of the event
    outboxRowSql(DevicesEvents.keyRevoked, { id: 'k.id', baseStationId: 'k.base_station_id', baseId: 's.base_id' });
  });
});
