import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PerAgentMemo } from './per-agent.js';

const agentOf = (i: number, length: number) => `Mozilla/5.0 (${i}) ${'x'.repeat(length)}`.slice(0, Math.max(length, 20));

describe('what is remembered per user agent', () => {
  it('stays within its size whatever agents come, however long', () => {
    const memo = new PerAgentMemo((agent) => agent.length);
    for (let i = 0; i < 5000; i++) memo.of(agentOf(i, 1000));
    for (let i = 0; i < 500; i++) memo.of(agentOf(i, 16_000));
    const { agents, chars } = memo.size;
    assert.ok(chars <= 512 * 1024, `${chars} characters kept`);
    assert.ok(agents <= 2000, `${agents} agents kept`);
  });

  it('computes a repeated agent once, and a too long one each time', () => {
    let computed = 0;
    const memo = new PerAgentMemo((agent) => {
      computed++;
      return agent.length;
    });
    const usual = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    assert.deepEqual([memo.of(usual), memo.of(usual), computed], [usual.length, usual.length, 1]);
    const long = agentOf(1, 8000);
    memo.of(long);
    memo.of(long);
    assert.equal(computed, 3);
    assert.equal(memo.size.agents, 1);
  });

  it('keeps the most recent agents, the oldest going first', () => {
    const memo = new PerAgentMemo((agent) => agent, { agents: 2, chars: 1000, agentChars: 100 });
    for (const agent of ['a', 'b', 'c']) memo.of(agent);
    assert.deepEqual(memo.size, { agents: 2, chars: 2 });
  });
});
