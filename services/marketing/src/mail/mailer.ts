import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';

export type Mail = Omit<SendMailOptions, 'from'> & { from?: string };

/**
 * Sends mail through nodemailer: SMTP with pooled connections when SMTP_URL is set, otherwise a
 * stream transport whose messages are written as .eml files, so the default needs no mail server.
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  private readonly toFiles: boolean;

  constructor(@Inject(MARKETING_CONFIG) private readonly config: MarketingConfig) {
    this.toFiles = !config.smtpUrl;
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 8, maxMessages: Infinity })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    if (this.toFiles) this.logger.log(`No SMTP_URL: mail is written to ${config.outboxDir}`);
  }

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
    if (this.toFiles) {
      await mkdir(this.config.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${String(info.messageId).replace(/[^A-Za-z0-9.@-]/g, '')}.eml`;
      await writeFile(join(this.config.outboxDir, name), (info as unknown as { message: Buffer }).message);
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
