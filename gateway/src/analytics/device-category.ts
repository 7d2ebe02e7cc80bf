import Bowser from 'bowser';

export type DeviceCategory = 'desktop' | 'mobile' | 'tablet';

/** The device category a user agent names: 'desktop' when it names none (TVs and bots included). */
export function deviceCategoryOf(userAgent: string | undefined): DeviceCategory {
  if (!userAgent) return 'desktop';
  const platform = Bowser.getParser(userAgent).getPlatformType(true);
  return platform === 'mobile' || platform === 'tablet' ? platform : 'desktop';
}
