/** Visitors' user agents repeat a great deal: the answers for the most recent are kept. */
const KNOWN_AGENTS = 2000;

/** `compute` for a user agent, remembered for the last `KNOWN_AGENTS` agents seen. */
export function rememberedPerAgent<T>(compute: (agent: string) => T): (agent: string) => T {
  const known = new Map<string, T>();
  return (agent) => {
    if (known.has(agent)) return known.get(agent)!;
    const answer = compute(agent);
    if (known.size >= KNOWN_AGENTS) known.delete(known.keys().next().value!);
    known.set(agent, answer);
    return answer;
  };
}
