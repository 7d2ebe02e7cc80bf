import type { RateLimitName } from '@storystump/contracts';
import type { FastifyRequest } from 'fastify';
import { apiKeyOf, hashOfKey, type DeviceRequest } from '../device/device-key.js';
import type { AuthenticatedRequest } from '../auth/request-context.decorator.js';
import type { GatewayConfig } from '../gateway-config.js';

export interface RateLimitRule {
  /** Names the counter in Redis. */
  name: string;
  limit(config: GatewayConfig): number;
  windowMs: number;
  /** Who is counted: an address, or an address and what it asks about. */
  key(request: FastifyRequest): string;
  /** What the refusal says, where the general text would not tell the person enough. */
  refusal?(secondsLeft: number): string;
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

// Routes only a signed-in user reaches (the access guard runs first): counted per account.
const byAccount = (request: FastifyRequest) => (request as AuthenticatedRequest).actor?.id ?? request.ip;

const byEmail = (request: FastifyRequest) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

const inMinutes = (secondsLeft: number) => {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const HOUR_MS = 3_600_000;

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
  // Reports from the field rest a stump at two: one address cannot rest the map by itself for long.
  report: { name: 'report', limit: (c) => c.reportRateLimit, windowMs: HOUR_MS, key: byAddress },
  // Page views and clicks: generous, as a whole school on one address may browse at once.
  track: { name: 'track', limit: (c) => c.trackRateLimit, windowMs: 60_000, key: byAddress },
  register: { name: 'register', limit: (c) => c.registerRateLimit, windowMs: HOUR_MS, key: byAddress },
  // Claim codes are guessed a try at a time: few tries an hour per account, and per address across accounts.
  claim: {
    name: 'claim',
    limit: (c) => c.claimRateLimit,
    windowMs: HOUR_MS,
    key: byAccount,
    refusal: (secondsLeft) =>
      `Too many tries at adding a character. Please check the serial number and claim code in the box and try again in ${inMinutes(secondsLeft)}.`,
  },
  claimFromAddress: {
    name: 'claim-address',
    limit: (c) => c.claimAddressRateLimit,
    windowMs: HOUR_MS,
    key: byAddress,
    refusal: (secondsLeft) => `Too many tries at adding a character from here. Please try again in ${inMinutes(secondsLeft)}.`,
  },
  // One address is mailed a few links an hour at most, whoever asks; one asker cannot mail many addresses.
  forgotPassword: {
    name: 'forgot-password',
    limit: (c) => c.forgotPasswordRateLimit,
    windowMs: HOUR_MS,
    key: byEmail,
    refusal: (secondsLeft) =>
      `A reset link was asked for this address several times already. Please look for it in your mail, or try again in ${inMinutes(secondsLeft)}.`,
  },
  forgotPasswordFromAddress: {
    name: 'forgot-password-address',
    limit: (c) => c.forgotPasswordAddressRateLimit,
    windowMs: HOUR_MS,
    key: byAddress,
    refusal: (secondsLeft) => `Too many password resets from here. Please try again in ${inMinutes(secondsLeft)}.`,
  },
  // A stolen session cannot try current passwords one after another.
  passwordChange: {
    name: 'password-change',
    limit: (c) => c.passwordChangeRateLimit,
    windowMs: 15 * 60_000,
    key: byAccount,
    refusal: (secondsLeft) => `Too many tries at changing your password. Please try again in ${inMinutes(secondsLeft)}.`,
  },
} satisfies Record<RateLimitName, RateLimitRule>;

export type RateLimitRuleName = RateLimitName;
