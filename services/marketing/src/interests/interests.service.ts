import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  InterestOps,
  MarketingQueues,
  type ConfirmInterestInput,
  type InterestInput,
  type InterestsSummary,
  type InterestView,
  type ParsedInputOf,
  type RequestContext,
  type UnsubscribeInput,
} from '@storystump/contracts';
import { DomainError, Handles, keysetPage, Outbox, ProcessesJobs, jobIdOf, type KeysetPage } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { In, type Repository } from 'typeorm';
import { SignedLinks } from '../links/signed-links.js';
import { addressHashOf } from '../family-erasure/address-hash.js';
import { ErasedAddressEntity } from '../family-erasure/erased-address.entity.js';
import { Mailer } from '../mail/mailer.js';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { confirmationMail } from './confirmation-mail.js';
import { INTEREST_PAGES } from './interest-pages.js';
import { interestsSummaryOf } from './interests-summary.js';
import { InterestEntity } from './interest.entity.js';
import { stateOf, toInterestView } from './interest-state.js';

/** Milliseconds, as a confirmation link signs the moment. */
const NOW = `date_trunc('milliseconds', now())`;

/** Unsubscribed and not refused for good: signing up again starts it over. */
const RESTARTS = `i."unsubscribed_at" IS NOT NULL AND i."suppressed_at" IS NULL`;

/** Not confirmed (or starting over), not refused for good, and not mailed in the last `$3` hours. */
const MAILS_AGAIN = `i."suppressed_at" IS NULL AND (i."confirmed_at" IS NULL OR ${RESTARTS})
  AND (i."confirmation_mailed_at" IS NULL OR i."confirmation_mailed_at" <= now() - make_interval(hours => $3))`;

/**
 * A new address, or one that unsubscribed, starts again as pending; a pending, confirmed or
 * suppressed one stays as it is. A pending one is mailed its confirmation link, unless one was
 * mailed in the last `$3` hours; a confirmed one or one a mail server refused for good is mailed
 * nothing. One starting over is registered anew (so a link from before no longer works) only when
 * it is mailed a new link: otherwise its last link still confirms it. Deciding in the upsert,
 * which locks the row, lets only one of many sign-ups at once mail it.
 */
const REGISTER = `
  INSERT INTO "marketing"."interests" AS i ("id", "email", "registered_at", "confirmation_mailed_at")
  VALUES ($1, $2, ${NOW}, now())
  ON CONFLICT ("email") DO UPDATE SET
    "registered_at" = CASE WHEN ${RESTARTS} AND ${MAILS_AGAIN} THEN ${NOW} ELSE i."registered_at" END,
    "confirmed_at" = CASE WHEN ${RESTARTS} THEN NULL ELSE i."confirmed_at" END,
    "unsubscribed_at" = CASE WHEN ${RESTARTS} THEN NULL ELSE i."unsubscribed_at" END,
    "confirmation_mailed_at" = CASE WHEN ${MAILS_AGAIN} THEN now() ELSE i."confirmation_mailed_at" END
  RETURNING "id", "registered_at" AS "registeredAt", "confirmation_mailed_at" AS "mailedAt",
    -- now() is this transaction's moment: only this statement can have set it.
    "confirmation_mailed_at" = now() AS "toMail"`;

@Injectable()
export class InterestsService {
  constructor(
    @InjectRepository(InterestEntity) private readonly interests: Repository<InterestEntity>,
    private readonly links: SignedLinks,
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  /** The same answer whatever the address's state: the answer tells nobody who is signed up. */
  @Handles(InterestOps.register)
  async register(_ctx: RequestContext, input: InterestInput): Promise<{ registered: true }> {
    // A deleted family's address is never mailed again, not even to confirm a new sign-up.
    if (await this.interests.manager.existsBy(ErasedAddressEntity, { addressHash: addressHashOf(input.email) }))
      return { registered: true };
    await this.outbox.transaction(async (tx, _emit, enqueue) => {
      const [row]: { id: string; registeredAt: Date; mailedAt: Date; toMail: boolean }[] = await tx.query(REGISTER, [
        randomUUID(),
        input.email.toLowerCase(),
        this.config.confirmationResendHours,
      ]);
      if (!row!.toMail) return;
      await enqueue(
        MarketingQueues.confirmationMail,
        { interestId: row!.id, registeredAt: row!.registeredAt.toISOString() },
        {
          jobId: jobIdOf('confirm', row!.id, row!.mailedAt.getTime()),
          attempts: 8,
          backoff: { type: 'exponential', delay: 5000 },
        },
      );
    });
    return { registered: true };
  }

  @ProcessesJobs(MarketingQueues.confirmationMail)
  async mailConfirmation({ interestId }: { interestId: string }): Promise<{ mailed: boolean }> {
    const interest = await this.interests.findOneBy({ id: interestId });
    if (!interest || stateOf(interest) !== 'pending') return { mailed: false };
    await this.mailer.send(confirmationMail(interest.email, this.links.confirmUrl(interest.id, interest.registeredAt)));
    return { mailed: true };
  }

  @Handles(InterestOps.list)
  async list(): Promise<InterestView[]> {
    const interests = await this.interests.find({ order: { registeredAt: 'DESC', id: 'DESC' } });
    return interests.map(toInterestView);
  }

  @Handles(InterestOps.listPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof InterestOps.listPage>): Promise<KeysetPage<InterestView>> {
    return keysetPage(this.interests.manager, INTEREST_PAGES, input, async (ids) =>
      (await this.interests.findBy({ id: In(ids) })).map(toInterestView),
    );
  }

  /** Counted over every sign-up: the list shows a page of them. */
  @Handles(InterestOps.summary)
  summary(): Promise<InterestsSummary> {
    return interestsSummaryOf(this.interests.manager);
  }

  /** The confirmation link is one this service signed for the address as it is registered now; nothing changes. */
  @Handles(InterestOps.checkConfirmationLink)
  async checkConfirmationLink(_ctx: RequestContext, input: ConfirmInterestInput): Promise<{ valid: true }> {
    await this.interestToConfirm(input);
    return { valid: true };
  }

  /** Confirming twice is a success too; a refusal for good is lifted, as its owner just read our mail. */
  @Handles(InterestOps.confirm)
  async confirm(_ctx: RequestContext, input: ConfirmInterestInput): Promise<{ confirmed: true }> {
    const interest = await this.interestToConfirm(input);
    await this.interests.query(
      `UPDATE "marketing"."interests" SET "confirmed_at" = COALESCE("confirmed_at", now()),
              "suppressed_at" = NULL, "suppression_reason" = NULL
        WHERE "id" = $1 AND "registered_at" = $2`,
      [interest.id, interest.registeredAt],
    );
    return { confirmed: true };
  }

  /** The link is one this service signed, for an address it still has. */
  @Handles(InterestOps.checkUnsubscribeLink)
  async checkLink(_ctx: RequestContext, input: UnsubscribeInput): Promise<{ valid: true }> {
    await this.interestOfLink(input);
    return { valid: true };
  }

  @Handles(InterestOps.unsubscribe)
  async unsubscribe(_ctx: RequestContext, input: UnsubscribeInput): Promise<{ unsubscribed: true }> {
    const interest = await this.interestOfLink(input);
    if (!interest.unsubscribedAt) await this.interests.update({ id: interest.id }, { unsubscribedAt: new Date() });
    return { unsubscribed: true };
  }

  private async interestToConfirm(input: ConfirmInterestInput): Promise<InterestEntity> {
    const interest = await this.interests.findOneBy({ id: input.id });
    if (
      !interest ||
      !this.links.verifiesConfirm(interest.id, interest.registeredAt, input.signature) ||
      interest.unsubscribedAt
    ) {
      throw new DomainError(400, 'INVALID_CONFIRMATION_LINK', 'This confirmation link is not valid');
    }
    return interest;
  }

  private async interestOfLink(input: UnsubscribeInput): Promise<InterestEntity> {
    const invalid = new DomainError(400, 'INVALID_UNSUBSCRIBE_LINK', 'This unsubscribe link is not valid');
    if (!this.links.verifiesUnsubscribe(input.id, input.signature)) throw invalid;
    const interest = await this.interests.findOneBy({ id: input.id });
    if (!interest) throw invalid;
    return interest;
  }
}
