/** Visitors' user agents repeat a great deal: the answers for the most recent are kept. */
const KNOWN_AGENTS = 2000;
/** Real agents are a few hundred characters: a longer one (up to a whole header) is not kept. */
const MAX_KNOWN_AGENT_CHARS = 1024;
/** All the kept agents together, in characters. */
const KNOWN_AGENTS_CHARS = 512 * 1024;

/** `compute` for a user agent, remembered for the most recent agents within a bounded size. */
export class PerAgentMemo<T> {
  private readonly known = new Map<string, T>();
  private knownChars = 0;

  constructor(
    private readonly compute: (agent: string) => T,
    private readonly limits = { agents: KNOWN_AGENTS, chars: KNOWN_AGENTS_CHARS, agentChars: MAX_KNOWN_AGENT_CHARS },
  ) {}

  of(agent: string): T {
    if (this.known.has(agent)) return this.known.get(agent)!;
    const answer = this.compute(agent);
    if (agent.length > this.limits.agentChars) return answer;
    while (this.known.size && (this.known.size >= this.limits.agents || this.knownChars + agent.length > this.limits.chars)) {
      const oldest = this.known.keys().next().value!;
      this.known.delete(oldest);
      this.knownChars -= oldest.length;
    }
    this.known.set(agent, answer);
    this.knownChars += agent.length;
    return answer;
  }

  /** How many agents are kept, and their characters together. */
  get size(): { agents: number; chars: number } {
    return { agents: this.known.size, chars: this.knownChars };
  }
}
