import type { RateLimitName } from '@storystump/contracts';
import type { FastifyRequest } from 'fastify';
import { apiKeyOf, hashOfKey, type DeviceRequest } from '../device/device-key.js';
import type { GatewayConfig } from '../gateway-config.js';

export interface RateLimitRule {
  /** Names the counter in Redis. */
  name: string;
  limit(config: GatewayConfig): number;
  windowMs: number;
  /** Who is counted: an address, or an address and what it asks about. */
  key(request: FastifyRequest): string;
}

const byAddress = (request: FastifyRequest) => request.ip;

// Guessing one account's password is limited per e-mail and address, so one busy household
// address does not lock everybody else out.
const byAddressAndEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return `${request.ip}|${String(email ?? '')
    .trim()
    .toLowerCase()}`;
};

export const RATE_LIMIT_RULES = {
  login: { name: 'login', limit: (c) => c.loginRateLimit, windowMs: 60_000, key: byAddressAndEmail },
  // One address trying many accounts (password spraying) is limited across e-mails too.
  loginFromAddress: { name: 'login-address', limit: (c) => c.loginAddressRateLimit, windowMs: 15 * 60_000, key: byAddress },
  checkout: { name: 'checkout', limit: (c) => c.checkoutRateLimit, windowMs: 10 * 60_000, key: byAddress },
  // Per stump: a key is counted by its hash; requests without a valid key share one counter.
  device: {
    name: 'device',
    limit: (c) => c.deviceRateLimit,
    windowMs: 60_000,
    key: (request: DeviceRequest) => {
      if (request.deviceKeyHash) return request.deviceKeyHash;
      const key = apiKeyOf(request);
      return key ? hashOfKey(key) : 'no-key';
    },
  },
  // Enquiries and sign-ups mail the shop or fill the list: one address cannot flood either.
  enquiry: { name: 'enquiry', limit: (c) => c.enquiryRateLimit, windowMs: 10 * 60_000, key: byAddress },
  // Page views and clicks: generous, as a whole school on one address may browse at once.
  track: { name: 'track', limit: (c) => c.trackRateLimit, windowMs: 60_000, key: byAddress },
  register: { name: 'register', limit: (c) => c.registerRateLimit, windowMs: 3_600_000, key: byAddress },
} satisfies Record<RateLimitName, RateLimitRule>;

export type RateLimitRuleName = RateLimitName;
