import { isbot } from 'isbot';
import { PerAgentMemo } from './per-agent.js';

const botAgents = new PerAgentMemo((agent) => isbot(agent));

/** A known crawler, monitor or script, going by isbot's maintained list of user agents; no agent at all is one too. */
export function isBotAgent(userAgent: string | undefined): boolean {
  return userAgent ? botAgents.of(userAgent) : true;
}
