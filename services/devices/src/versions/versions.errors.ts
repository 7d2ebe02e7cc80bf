import { DomainError } from '@storystump/service-kit';

export const VersionErrors = {
  notFound: () => new DomainError(404, 'VERSION_NOT_FOUND', 'Version not found'),
  tagTaken: (tag: string) => new DomainError(409, 'TAG_TAKEN', `A version with the tag "${tag}" already exists`),
  assigned: (keys: number) =>
    new DomainError(
      409,
      'VERSION_ASSIGNED',
      `This version is assigned to ${keys} active API key${keys === 1 ? '' : 's'}: assign ${keys === 1 ? 'it' : 'them'} another version first`,
    ),
  inRollout: () => new DomainError(409, 'VERSION_IN_ROLLOUT', 'This version is being rolled out: cancel its rollout first'),
  linkInvalid: () => new DomainError(403, 'DOWNLOAD_LINK_INVALID', 'This download link is invalid or has expired'),
};
