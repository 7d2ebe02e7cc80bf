import { Controller } from '@nestjs/common';
import { IdentitySubjects, type Envelope, type RevokeTokenInput } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { TokenRevocations } from './token-revocations.service.js';
import { TokenSigner } from './token-signer.service.js';

@Controller()
export class TokensHandler {
  constructor(
    private readonly signer: TokenSigner,
    private readonly revocations: TokenRevocations,
  ) {}

  @Handles(IdentitySubjects.verificationKey)
  verificationKey() {
    return this.signer.verificationKey();
  }

  @Handles(IdentitySubjects.revokeToken)
  revoke({ ctx, input }: Envelope<RevokeTokenInput>) {
    return this.revocations.revoke(ctx, input);
  }

  @Handles(IdentitySubjects.revokedTokens)
  revoked() {
    return this.revocations.active();
  }
}
