import type { EffectiveConfig, StationConfig, StationConfigOverrides } from '@storystump/contracts';

/** The fleet's defaults as kept: the values and the version their last change made. */
export interface DefaultsVersion {
  version: number;
  config: StationConfig;
}

/** A station's own values as kept: null version while it has none. */
export interface OverridesVersion {
  version: number | null;
  overrides: StationConfigOverrides;
}

/**
 * What a station's stump should apply: its own values over the defaults. Versions come from one
 * sequence, so the later of the two changes is the version of the whole. A quiet volume above the
 * volume (a station's own quiet volume under louder defaults lowered later) is held to the volume.
 */
export function effectiveConfig(defaults: DefaultsVersion, own: OverridesVersion | null): EffectiveConfig {
  const overrides = own?.overrides ?? {};
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const config: StationConfig = { ...defaults.config, ...defined };
  if (config.quietVolume !== null && config.quietVolume > config.volume) config.quietVolume = config.volume;
  return { version: Math.max(defaults.version, own?.version ?? 0), config };
}
