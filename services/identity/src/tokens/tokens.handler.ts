import { Controller } from '@nestjs/common';
import { IdentitySubjects } from '@storystump/contracts';
import { Handles } from '@storystump/service-kit';
import { TokenSigner } from './token-signer.service.js';

@Controller()
export class TokensHandler {
  constructor(private readonly signer: TokenSigner) {}

  @Handles(IdentitySubjects.verificationKey)
  verificationKey() {
    return this.signer.verificationKey();
  }
}
