import type { ServiceDatabase } from '@storystump/service-kit';
import { InitialIdentitySchema1763800000000 } from './migrations/1763800000000-initial-identity-schema.js';
import { SigningKeyEntity } from './tokens/signing-key.entity.js';
import { UserEntity } from './users/user.entity.js';

export const identityDatabase: ServiceDatabase = {
  schema: 'identity',
  entities: [UserEntity, SigningKeyEntity],
  migrations: [InitialIdentitySchema1763800000000],
};
