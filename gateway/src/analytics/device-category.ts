import Bowser from 'bowser';
import { PerAgentMemo } from './per-agent.js';

export type DeviceCategory = 'desktop' | 'mobile' | 'tablet';

// Only the platform is parsed (not the browser, engine and system).
const categories = new PerAgentMemo((agent): DeviceCategory => {
  const platform = Bowser.getParser(agent, true).getPlatformType(true);
  return platform === 'mobile' || platform === 'tablet' ? platform : 'desktop';
});

/** The device category a user agent names: 'desktop' when it names none (TVs and bots included). */
export function deviceCategoryOf(userAgent: string | undefined): DeviceCategory {
  return userAgent ? categories.of(userAgent) : 'desktop';
}
