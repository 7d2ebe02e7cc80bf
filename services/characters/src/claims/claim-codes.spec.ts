import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import { ClaimCodes, normalised } from './claim-codes.js';

const codesUnder = (secret: string) => new ClaimCodes({ CLAIM_CODE_SECRET: secret });
const secret = randomBytes(32).toString('base64');

describe('ClaimCodes', () => {
  it('prints ten symbols without I, L, O or U, in two groups of five, the same every time', () => {
    const codes = codesUnder(secret);
    const code = codes.of('SN-0001');
    assert.match(code, /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    assert.equal(codesUnder(secret).of('SN-0001'), code);
    assert.notEqual(codes.of('SN-0002'), code);
  });

  it('gives other codes under another secret, so the database alone yields none', () => {
    assert.notEqual(codesUnder(randomBytes(32).toString('base64')).of('SN-0001'), codesUnder(secret).of('SN-0001'));
  });

  it('takes a code as a parent types it: any case, spaces or no dash, O for 0 and I or L for 1', () => {
    const codes = codesUnder(secret);
    const code = codes.of('SN-0042');
    assert.ok(codes.matches('SN-0042', code));
    assert.ok(codes.matches('SN-0042', ` ${code.toLowerCase().replace('-', '  ')} `));
    assert.ok(codes.matches('SN-0042', code.replaceAll('0', 'o').replaceAll('1', 'l')));
    assert.equal(normalised('ab-cd io l'), 'ABCD101');
    assert.ok(!codes.matches('SN-0042', codes.of('SN-0043')));
    assert.ok(!codes.matches('SN-0042', code.slice(0, 9)));
    assert.ok(!codes.matches('SN-0042', ''));
  });

  it('refuses to start without a secret of 32 bytes', () => {
    assert.throws(() => codesUnder(''), /CLAIM_CODE_SECRET is not set/);
    assert.throws(() => codesUnder(randomBytes(16).toString('base64')), /CLAIM_CODE_SECRET must be 32 bytes/);
  });
});
