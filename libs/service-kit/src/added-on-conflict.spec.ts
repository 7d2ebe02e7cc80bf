import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addedOnConflict } from './added-on-conflict.js';

describe('addedOnConflict', () => {
  it("adds each column's new count to the one kept", () => {
    assert.equal(
      addedOnConflict('d', ['visits', 'page_views']),
      `"visits" = "d"."visits" + excluded."visits", "page_views" = "d"."page_views" + excluded."page_views"`,
    );
  });
});
