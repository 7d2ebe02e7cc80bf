import { DEFAULT_FIRMWARE_MAX_MB, SERVICE_NAMES } from '@storystump/contracts';
import { tmpdir } from 'node:os';
import { positiveInt, type Settings } from '@storystump/service-kit';
import { fileURLToPath } from 'node:url';

export interface GatewayConfig {
  port: number;
  host: string;
  /** The site's public address, for absolute links (the sitemap). */
  publicUrl: string;
  /** The built web app, served at / with a fallback to index.html for client-side routes. */
  webDist: string;
  /** The web build's renderer (render-page.js) and page table (pages.json), built beside webDist. */
  webRenderer: string;
  /** Behind a load balancer, take the client's address from X-Forwarded-For. */
  trustProxy: boolean;
  bodyLimitBytes: number;
  /** Login attempts a minute for one e-mail from one address. */
  loginRateLimit: number;
  /** Login attempts in 15 minutes from one address, whatever the e-mail. */
  loginAddressRateLimit: number;
  /** Registrations an hour from one address. */
  registerRateLimit: number;
  /** Checkouts started in 10 minutes from one address. */
  checkoutRateLimit: number;
  /** Tries at claiming a character an hour, per account and per address. */
  claimRateLimit: number;
  claimAddressRateLimit: number;
  /** Reset links asked for one e-mail an hour, and from one address whatever the e-mail (resets included). */
  forgotPasswordRateLimit: number;
  forgotPasswordAddressRateLimit: number;
  /** Password changes tried in 15 minutes by one account. */
  passwordChangeRateLimit: number;
  /** How long a user's role and existence are trusted before identity is asked again. */
  accessCacheMs: number;
  /**
   * How long whom a stump's key belongs to is trusted before devices is asked again: devices'
   * events drop it at once when it goes stale, so this only bounds what a missed event could cost.
   */
  deviceIdentityCacheMs: number;
  /** Requests a minute from one stump's API key on the device route. */
  deviceRateLimit: number;
  /** Refused API keys from one address in 10 minutes before the address is refused for the rest of them. */
  deviceSignInFailureLimit: number;
  /** Stump and contact enquiries and interest sign-ups from one address in 10 minutes. */
  enquiryRateLimit: number;
  reportRateLimit: number;
  trackRateLimit: number;
  /** How long a CSV export's reader may leave a piece untaken before the download is cut off. */
  exportIdleTimeoutMs: number;
  /** The largest firmware zip an admin may upload (FIRMWARE_MAX_MB). */
  firmwareMaxBytes: number;
  /** Where uploads are held while they are checked; removed afterwards. */
  uploadDir: string;
  /** Services whose health /api/health reports. */
  services: string[];
  /** The maps' tile server (an XYZ template), null for OpenStreetMap's; with its attribution. */
  mapTiles: { url: string | null; attribution: string };
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

const OSM_ATTRIBUTION = '© OpenStreetMap contributors';

/** MAP_TILE_URL: an http(s) XYZ template naming {z}, {x} and {y}, else the start fails saying so. */
function mapTileUrl(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^https?:\/\/[^\s]+$/.test(value) || !['{z}', '{x}', '{y}'].every((part) => value.includes(part)))
    throw new Error('MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y} in it');
  return value;
}

/**
 * The largest JSON body taken: it goes on to a service in one NATS message (1 MB at most), with
 * room left for the envelope around it, so a body taken here is never refused on the way.
 */
export const JSON_BODY_LIMIT_KB = 960;

export function readGatewayConfig(env: Settings): GatewayConfig {
  return {
    port: positiveInt(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    webDist: env.WEB_DIST ?? fileURLToPath(new URL('../../../web/dist', import.meta.url)),
    webRenderer: env.WEB_RENDERER ?? fileURLToPath(new URL('../../../web/dist-render', import.meta.url)),
    trustProxy: env.TRUST_PROXY === 'true',
    bodyLimitBytes: JSON_BODY_LIMIT_KB * 1024,
    loginRateLimit: positiveInt(env.LOGIN_RATE_LIMIT, 10, 'LOGIN_RATE_LIMIT'),
    loginAddressRateLimit: positiveInt(env.LOGIN_ADDRESS_RATE_LIMIT, 30, 'LOGIN_ADDRESS_RATE_LIMIT'),
    registerRateLimit: positiveInt(env.REGISTER_RATE_LIMIT, 20, 'REGISTER_RATE_LIMIT'),
    checkoutRateLimit: positiveInt(env.CHECKOUT_RATE_LIMIT, 20, 'CHECKOUT_RATE_LIMIT'),
    claimRateLimit: positiveInt(env.CLAIM_RATE_LIMIT, 10, 'CLAIM_RATE_LIMIT'),
    claimAddressRateLimit: positiveInt(env.CLAIM_ADDRESS_RATE_LIMIT, 30, 'CLAIM_ADDRESS_RATE_LIMIT'),
    forgotPasswordRateLimit: positiveInt(env.FORGOT_PASSWORD_RATE_LIMIT, 5, 'FORGOT_PASSWORD_RATE_LIMIT'),
    forgotPasswordAddressRateLimit: positiveInt(env.FORGOT_PASSWORD_ADDRESS_RATE_LIMIT, 20, 'FORGOT_PASSWORD_ADDRESS_RATE_LIMIT'),
    passwordChangeRateLimit: positiveInt(env.PASSWORD_CHANGE_RATE_LIMIT, 10, 'PASSWORD_CHANGE_RATE_LIMIT'),
    accessCacheMs: positiveInt(env.ACCESS_CACHE_MS, 2000, 'ACCESS_CACHE_MS'),
    deviceIdentityCacheMs: positiveInt(env.DEVICE_IDENTITY_CACHE_MS, 300_000, 'DEVICE_IDENTITY_CACHE_MS'),
    deviceRateLimit: positiveInt(env.DEVICE_RATE_LIMIT, 120, 'DEVICE_RATE_LIMIT'),
    deviceSignInFailureLimit: positiveInt(env.DEVICE_SIGN_IN_FAILURE_LIMIT, 30, 'DEVICE_SIGN_IN_FAILURE_LIMIT'),
    enquiryRateLimit: positiveInt(env.ENQUIRY_RATE_LIMIT, 10, 'ENQUIRY_RATE_LIMIT'),
    reportRateLimit: positiveInt(env.REPORT_RATE_LIMIT, 5, 'REPORT_RATE_LIMIT'),
    trackRateLimit: positiveInt(env.TRACK_RATE_LIMIT, 600, 'TRACK_RATE_LIMIT'),
    exportIdleTimeoutMs: positiveInt(env.EXPORT_IDLE_TIMEOUT_MS, 60_000, 'EXPORT_IDLE_TIMEOUT_MS'),
    firmwareMaxBytes: positiveInt(env.FIRMWARE_MAX_MB, DEFAULT_FIRMWARE_MAX_MB, 'FIRMWARE_MAX_MB') * 1024 * 1024,
    uploadDir: env.UPLOAD_DIR ?? tmpdir(),
    services: [...SERVICE_NAMES],
    mapTiles: { url: mapTileUrl(env.MAP_TILE_URL), attribution: env.MAP_TILE_ATTRIBUTION || OSM_ATTRIBUTION },
  };
}
