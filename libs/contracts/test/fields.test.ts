import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CheckoutInput, describeZodError, LoginInput, RegisterInput } from '@storystump/contracts';

const refusal = (result: { success: boolean; error?: Parameters<typeof describeZodError>[0] }) => {
  assert.equal(result.success, false);
  return describeZodError(result.error!);
};

describe('text fields refuse what PostgreSQL cannot store', () => {
  it('refuses a NUL character in a display name, an e-mail and a password, naming the field', () => {
    const ok = { displayName: 'Fern', email: 'fern@example.test', password: 'acorns-and-oak' };
    assert.equal(
      refusal(RegisterInput.safeParse({ ...ok, displayName: 'a\u0000b' })),
      'displayName must not contain the NUL character (U+0000)',
    );
    assert.equal(
      refusal(RegisterInput.safeParse({ ...ok, password: 'acorns\u0000oak' })),
      'password must not contain the NUL character (U+0000)',
    );
    assert.equal(
      refusal(LoginInput.safeParse({ email: 'a\u0000@b.test', password: 'x' })),
      'email must not contain the NUL character (U+0000)',
    );
    assert.match(
      refusal(CheckoutInput.safeParse({ items: [{ price: 'price\u0000', quantity: 1 }] })),
      /items\.0\.price must not contain the NUL/,
    );
  });

  it('accepts other unusual but storable text', () => {
    assert.equal(
      RegisterInput.safeParse({ displayName: 'Ærwyn 🦔 ñ', email: 'fern@example.test', password: 'acorns-and-oak' }).success,
      true,
    );
  });
});

describe('checkout', () => {
  it('caps one order at 50 characters, all lines together', () => {
    const lines = (...quantities: number[]) => ({ items: quantities.map((quantity, i) => ({ price: `price_${i}`, quantity })) });
    assert.equal(CheckoutInput.safeParse(lines(25, 25)).success, true);
    assert.equal(refusal(CheckoutInput.safeParse(lines(25, 26))), 'items must add up to at most 50 characters in one order');
  });
});
