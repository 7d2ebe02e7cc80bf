import { positiveInt, type Settings } from '@storystump/service-kit';

export interface MarketingConfig {
  /** Set: mail goes out through this SMTP server (pooled). Unset: .eml files in `outboxDir`. */
  smtpUrl?: string;
  outboxDir: string;
  /** Where stump and contact enquiries are mailed. */
  shopInbox: string;
  mailFrom: string;
  /** The shop's public address, for unsubscribe links. */
  publicUrl: string;
  /** Failed sends in a row after which campaign delivery pauses for a while. */
  pauseAfterFailures: number;
  pauseMs: number;
  /** Signing up again within this many hours of the last confirmation mail mails no other. */
  confirmationResendHours: number;
  /** Fleet alerts are held until none has come for this long, then mailed together as one (FLEET_ALERT_QUIET_SECONDS). */
  fleetAlertQuietSeconds: number;
  /**
   * When the hosts' monthly reports go out: a cron pattern in UTC (HOST_REPORT_CRON, 06:00 on the
   * 1st by default), or every so many ms when HOST_REPORT_EVERY_MS is set (for tests).
   */
  hostReportSchedule: { pattern: string; tz: 'UTC' } | { every: number };
}

export const MARKETING_CONFIG = Symbol('MARKETING_CONFIG');

export function readMarketingConfig(env: Settings): MarketingConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: env.MAIL_OUTBOX_DIR || '.run/mail-outbox',
    shopInbox: env.SHOP_INBOX || 'shop@storystump.local',
    mailFrom: env.MAIL_FROM || 'Storystump <hello@storystump.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(/\/$/, ''),
    pauseAfterFailures: positiveInt(env.MAIL_PAUSE_AFTER_FAILURES, 20, 'MAIL_PAUSE_AFTER_FAILURES'),
    pauseMs: positiveInt(env.MAIL_PAUSE_MS, 60_000, 'MAIL_PAUSE_MS'),
    confirmationResendHours: positiveInt(env.CONFIRMATION_RESEND_HOURS, 24, 'CONFIRMATION_RESEND_HOURS'),
    fleetAlertQuietSeconds: positiveInt(env.FLEET_ALERT_QUIET_SECONDS, 120, 'FLEET_ALERT_QUIET_SECONDS'),
    hostReportSchedule: env.HOST_REPORT_EVERY_MS
      ? { every: positiveInt(env.HOST_REPORT_EVERY_MS, 1000, 'HOST_REPORT_EVERY_MS') }
      : { pattern: env.HOST_REPORT_CRON || '0 6 1 * *', tz: 'UTC' },
  };
}
