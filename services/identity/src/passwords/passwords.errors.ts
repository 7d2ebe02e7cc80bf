import { DomainError } from '@storystump/service-kit';

export const PasswordErrors = {
  unknownLink: () =>
    new DomainError(404, 'RESET_LINK_UNKNOWN', 'This password reset link is not valid. Please ask for a new one.'),
  usedLink: () =>
    new DomainError(
      410,
      'RESET_LINK_USED',
      'This password reset link has already been used. If you still need to reset your password, please ask for a new one.',
    ),
  expiredLink: (validity: string) =>
    new DomainError(
      410,
      'RESET_LINK_EXPIRED',
      `This password reset link has expired: a link works for ${validity}. Please ask for a new one.`,
    ),
  wrongCurrentPassword: () => new DomainError(403, 'WRONG_PASSWORD', 'Your current password is not right'),
};
