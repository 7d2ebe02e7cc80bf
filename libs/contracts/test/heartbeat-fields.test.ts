import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CreateRolloutInput, describeZodError, HeartbeatInput, REBOOT_REASONS } from '@storystump/contracts';

const beat = { runningVersion: '2.1.0', uptimeSeconds: 60 };

/** The message a refusal answers with, naming each field. */
const refusal = (result: { success: boolean; error?: Parameters<typeof describeZodError>[0] }) => {
  assert.equal(result.success, false);
  return describeZodError(result.error!);
};

describe('a heartbeat', () => {
  it('may carry why the stump last started, one of the five reasons', () => {
    assert.deepEqual(REBOOT_REASONS, ['power', 'watchdog', 'crash', 'update', 'user']);
    for (const rebootReason of REBOOT_REASONS) {
      assert.equal(HeartbeatInput.parse({ ...beat, rebootReason }).rebootReason, rebootReason);
    }
  });

  it('refuses another reboot reason, naming the field and the reasons', () => {
    assert.equal(
      refusal(HeartbeatInput.safeParse({ ...beat, rebootReason: 'meltdown' })),
      'rebootReason must be one of power, watchdog, crash, update, user',
    );
  });

  it('may carry its NFC read errors since the last heartbeat, a whole number', () => {
    assert.equal(HeartbeatInput.parse({ ...beat, nfcReadErrors: 0 }).nfcReadErrors, 0);
    assert.equal(HeartbeatInput.parse({ ...beat, nfcReadErrors: 17 }).nfcReadErrors, 17);
    for (const nfcReadErrors of [-1, 1.5, '3', 1_000_001]) {
      assert.equal(
        refusal(HeartbeatInput.safeParse({ ...beat, nfcReadErrors })),
        'nfcReadErrors must be a whole number from 0 to 1000000',
      );
    }
  });

  it('leaves both out when the stump says nothing of them', () => {
    const parsed = HeartbeatInput.parse(beat);
    assert.equal(parsed.rebootReason, undefined);
    assert.equal(parsed.nfcReadErrors, undefined);
  });
});

describe("a rollout's vitals gate", () => {
  const rollout = { versionId: '6f1f8a36-54a2-4a5e-9b55-0c1d3c2b8a10' };

  it('takes the largest drop of crash-free hours allowed and the hours to see first', () => {
    const parsed = CreateRolloutInput.parse({ ...rollout, vitalsGate: { maxCrashFreeDrop: 2.5, minHoursObserved: 48 } });
    assert.deepEqual(parsed.vitalsGate, { maxCrashFreeDrop: 2.5, minHoursObserved: 48 });
  });

  it('refuses figures out of range, naming the field', () => {
    assert.equal(
      refusal(CreateRolloutInput.safeParse({ ...rollout, vitalsGate: { maxCrashFreeDrop: -1, minHoursObserved: 0 } })),
      'vitalsGate.maxCrashFreeDrop must be a number of percentage points from 0 to 100; ' +
        'vitalsGate.minHoursObserved must be a whole number from 1 to 1000000',
    );
    assert.equal(
      refusal(CreateRolloutInput.safeParse({ ...rollout, vitalsGate: { maxCrashFreeDrop: 5 } })),
      'vitalsGate.minHoursObserved must be a whole number from 1 to 1000000',
    );
  });
});
