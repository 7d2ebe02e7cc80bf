import Bowser from 'bowser';

export type DeviceCategory = 'desktop' | 'mobile' | 'tablet';

/** The device category a user agent names: 'desktop' when it names none (TVs and bots included). */
export function deviceCategoryOf(userAgent: string | undefined): DeviceCategory {
  if (!userAgent) return 'desktop';
  // Only the platform is parsed (not the browser, engine and system): this runs on every event.
  const platform = Bowser.getParser(userAgent, true).getPlatformType(true);
  return platform === 'mobile' || platform === 'tablet' ? platform : 'desktop';
}
