import Bowser from 'bowser';

export type DeviceCategory = 'desktop' | 'mobile' | 'tablet';

/** Visitors' user agents repeat a great deal: the categories of the most recent are kept. */
const KNOWN_AGENTS = 2000;
const known = new Map<string, DeviceCategory>();

/** The device category a user agent names: 'desktop' when it names none (TVs and bots included). */
export function deviceCategoryOf(userAgent: string | undefined): DeviceCategory {
  if (!userAgent) return 'desktop';
  let category = known.get(userAgent);
  if (!category) {
    // Only the platform is parsed (not the browser, engine and system).
    const platform = Bowser.getParser(userAgent, true).getPlatformType(true);
    category = platform === 'mobile' || platform === 'tablet' ? platform : 'desktop';
    if (known.size >= KNOWN_AGENTS) known.delete(known.keys().next().value!);
    known.set(userAgent, category);
  }
  return category;
}
