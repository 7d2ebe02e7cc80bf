import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PRIVACY_NOTICE_VERSION, UserOps, type AcceptNoticeInput, type MeView, type RequestContext } from '@storystump/contracts';
import { DomainError, Handles, requireActor } from '@storystump/service-kit';
import type { Repository } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';
import { toMeView } from '../users/user-view.js';
import { UserErrors } from '../users/users.errors.js';

/** The account holder accepts the privacy notice in force; the account records which and when. */
@Injectable()
export class NoticeConsentService {
  constructor(@InjectRepository(UserEntity) private readonly users: Repository<UserEntity>) {}

  @Handles(UserOps.acceptNotice)
  async accept(ctx: RequestContext, { noticeVersion }: AcceptNoticeInput): Promise<MeView> {
    const actor = requireActor(ctx);
    if (noticeVersion !== PRIVACY_NOTICE_VERSION) {
      throw new DomainError(
        400,
        'NOT_THE_CURRENT_NOTICE',
        `noticeVersion must be the current privacy notice's version, ${PRIVACY_NOTICE_VERSION}`,
      );
    }
    const user = await this.users.findOneBy({ id: actor.id });
    if (!user) throw UserErrors.notFound();
    // Accepting the notice already accepted keeps the first moment it was.
    if (user.noticeVersion !== noticeVersion) {
      user.noticeVersion = noticeVersion;
      user.noticeAcceptedAt = new Date();
      await this.users.update({ id: user.id }, { noticeVersion, noticeAcceptedAt: user.noticeAcceptedAt });
    }
    return toMeView(user);
  }
}
