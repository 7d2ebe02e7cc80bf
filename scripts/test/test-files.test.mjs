import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { needsSystem } from '../lib/test-files.mjs';

describe('which test files boot the shared system', () => {
  it('boots it for service, API and browser suites', () => {
    assert.equal(needsSystem(['/repo/services/devices/dist/test/devices.test.js']), true);
    assert.equal(needsSystem(['/repo/gateway/dist/test/devices.api.test.js']), true);
    assert.equal(needsSystem(['/repo/web/e2e/dist/shop.test.js']), true);
  });

  it('leaves it unbooted for unit specs and medium tests alone', () => {
    assert.equal(needsSystem(['/repo/libs/contracts/dist/src/ids.spec.js']), false);
    assert.equal(
      needsSystem([
        '/repo/services/devices/dist/test/rollouts.medium.test.js',
        '/repo/services/catalog/dist/test/orders.medium.test.js',
      ]),
      false,
    );
  });

  it('boots it when a medium test runs beside a service suite', () => {
    assert.equal(
      needsSystem([
        '/repo/services/devices/dist/test/rollouts.medium.test.js',
        '/repo/services/devices/dist/test/devices.test.js',
      ]),
      true,
    );
  });
});
