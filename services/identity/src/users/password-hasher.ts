import { Injectable } from '@nestjs/common';
import { Algorithm, hash, verify } from '@node-rs/argon2';

@Injectable()
export class PasswordHasher {
  // Verified against when the e-mail is unknown, so both failures take the same time.
  private readonly decoy = hash('decoy password that never matches', { algorithm: Algorithm.Argon2id });

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: Algorithm.Argon2id });
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    const target = passwordHash ?? (await this.decoy);
    const matches = await verify(target, password).catch(() => false);
    return passwordHash !== undefined && matches;
  }
}
