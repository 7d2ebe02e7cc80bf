import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  EnquiryOps,
  MarketingQueues,
  type ContactEnquiryInput,
  type EnquiryView,
  type ParsedInputOf,
  type RequestContext,
  type StumpEnquiryInput,
} from '@storystump/contracts';
import { Handles, keysetPage, Outbox, ProcessesJobs, jobIdOf, type KeysetPage } from '@storystump/service-kit';
import { randomUUID } from 'node:crypto';
import { In, type Repository } from 'typeorm';
import { Mailer } from '../mail/mailer.js';
import { MARKETING_CONFIG, type MarketingConfig } from '../marketing-config.js';
import { ENQUIRY_PAGES } from './enquiry-pages.js';
import { EnquiryEntity } from './enquiry.entity.js';
import { enquiryMail } from './enquiry-mail.js';

const toEnquiryView = (enquiry: EnquiryEntity): EnquiryView => ({
  _id: enquiry.id,
  kind: enquiry.kind,
  email: enquiry.email,
  fields: enquiry.fields,
  createdAt: enquiry.createdAt.toISOString(),
  mailedAt: enquiry.mailedAt?.toISOString() ?? null,
});

/**
 * Enquiries are stored with their mail job in one transaction (the outbox), then mailed to the
 * shop's inbox by the job, which retries: Redis or the mail server being away loses none.
 */
@Injectable()
export class EnquiriesService {
  constructor(
    @InjectRepository(EnquiryEntity) private readonly enquiries: Repository<EnquiryEntity>,
    private readonly outbox: Outbox,
    private readonly mailer: Mailer,
    @Inject(MARKETING_CONFIG) private readonly config: MarketingConfig,
  ) {}

  @Handles(EnquiryOps.stump)
  stump(_ctx: RequestContext, input: StumpEnquiryInput) {
    const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Record<string, string>;
    return this.receive('stump', input.email, fields);
  }

  @Handles(EnquiryOps.contact)
  contact(_ctx: RequestContext, input: ContactEnquiryInput) {
    return this.receive('contact', input.email, { email: input.email, message: input.message });
  }

  @Handles(EnquiryOps.list)
  async list(): Promise<EnquiryView[]> {
    const enquiries = await this.enquiries.find({ order: { createdAt: 'DESC', id: 'ASC' } });
    return enquiries.map(toEnquiryView);
  }

  @Handles(EnquiryOps.listPage)
  page(_ctx: RequestContext, input: ParsedInputOf<typeof EnquiryOps.listPage>): Promise<KeysetPage<EnquiryView>> {
    return keysetPage(this.enquiries.manager, ENQUIRY_PAGES, input, async (ids) =>
      (await this.enquiries.findBy({ id: In(ids) })).map(toEnquiryView),
    );
  }

  @ProcessesJobs(MarketingQueues.enquiryMail)
  async mail({ enquiryId }: { enquiryId: string }): Promise<{ mailed: boolean }> {
    const enquiry = await this.enquiries.findOneBy({ id: enquiryId });
    if (!enquiry || enquiry.mailedAt) return { mailed: false };
    await this.mailer.send(enquiryMail(enquiry, this.config.shopInbox));
    await this.enquiries.update({ id: enquiry.id }, { mailedAt: new Date() });
    return { mailed: true };
  }

  private async receive(kind: EnquiryEntity['kind'], email: string, fields: Record<string, string>) {
    const enquiry = this.enquiries.create({ id: randomUUID(), kind, email, fields, mailedAt: null });
    await this.outbox.transaction(async (tx, _emit, enqueue) => {
      await tx.insert(EnquiryEntity, enquiry);
      await enqueue(MarketingQueues.enquiryMail, { enquiryId: enquiry.id }, mailJobOptions(enquiry.id));
    });
    return { received: true as const, _id: enquiry.id };
  }
}

/** One job an enquiry (its id is the job's), retried for a while when the relay is away. */
function mailJobOptions(enquiryId: string) {
  return { jobId: jobIdOf('enquiry', enquiryId), attempts: 10, backoff: { type: 'exponential', delay: 5000 } };
}
