import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IdentityEvents, TokenOps, type RequestContext, type RevokedToken, type RevokeTokenInput } from '@storystump/contracts';
import { Handles, Outbox, requireActor } from '@storystump/service-kit';
import { LessThan, MoreThan, type Repository } from 'typeorm';
import { RevokedTokenEntity } from './revoked-token.entity.js';
import { TokenErrors } from './tokens.errors.js';
import { TokenSigner } from './token-signer.service.js';

const toRevoked = (row: RevokedTokenEntity): RevokedToken => ({ tokenId: row.tokenId, expiresAt: row.expiresAt.toISOString() });

/** Logout: a token ended before its time, announced so every gateway refuses it at once. */
@Injectable()
export class TokenRevocations {
  constructor(
    @InjectRepository(RevokedTokenEntity) private readonly revoked: Repository<RevokedTokenEntity>,
    private readonly signer: TokenSigner,
    private readonly outbox: Outbox,
  ) {}

  @Handles(TokenOps.revoke)
  async revoke(ctx: RequestContext, input: RevokeTokenInput): Promise<RevokedToken> {
    const actor = requireActor(ctx);
    const claims = await this.signer.verify(input.token);
    if (!claims) throw TokenErrors.invalid();
    if (claims.userId !== actor.id) throw TokenErrors.notYours();
    const row = { tokenId: claims.tokenId, userId: claims.userId, expiresAt: claims.expiresAt };
    await this.outbox.transaction(async (tx, emit) => {
      const inserted = await tx
        .createQueryBuilder()
        .insert()
        .into(RevokedTokenEntity)
        .values(row)
        .orIgnore()
        .returning(['tokenId'])
        .execute();
      // A second logout with the same token changes nothing and announces nothing.
      if ((inserted.raw as unknown[]).length) await emit(IdentityEvents.tokenRevoked, toRevoked(row as RevokedTokenEntity));
      // Tokens past their expiry are refused anyway: their rows can go.
      await tx.delete(RevokedTokenEntity, { expiresAt: LessThan(new Date()) });
    });
    return toRevoked(row as RevokedTokenEntity);
  }

  /** Every revoked token that has not expired yet: what a gateway loads when it starts or reconnects. */
  @Handles(TokenOps.revoked)
  async active(): Promise<RevokedToken[]> {
    return (await this.revoked.findBy({ expiresAt: MoreThan(new Date()) })).map(toRevoked);
  }
}
