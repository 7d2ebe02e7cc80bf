import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isPermanentRefusal } from './permanent-refusal.js';

describe('a permanent refusal', () => {
  it('is a 5xx answer to the recipient', () => {
    assert.equal(isPermanentRefusal({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550 }), true);
    assert.equal(isPermanentRefusal({ code: 'EENVELOPE', responseCode: 553 }), true);
  });

  it('is not a refusal to try again later, nor a 5xx about anything but the address', () => {
    assert.equal(isPermanentRefusal({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 451 }), false);
    assert.equal(isPermanentRefusal({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }), false);
    assert.equal(isPermanentRefusal({ code: 'EMESSAGE', command: 'DATA', responseCode: 554 }), false);
    assert.equal(isPermanentRefusal(new Error('connection refused')), false);
    assert.equal(isPermanentRefusal(null), false);
  });
});
