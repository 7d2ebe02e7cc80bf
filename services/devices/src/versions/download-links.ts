import { Injectable } from '@nestjs/common';
import type { DownloadLinkReply } from '@storystump/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DeviceSecrets } from '../secrets/device-secrets.js';

/**
 * Short-lived signed links to a version's zip: a browser navigation (the admin's Download) and a
 * stump's download cannot carry a bearer header, so the link itself is the permission.
 */
@Injectable()
export class DownloadLinks {
  constructor(private readonly secrets: DeviceSecrets) {}

  issue(versionId: string, lifetimeSeconds: number, now = Date.now()): DownloadLinkReply {
    const expires = Math.floor(now / 1000) + lifetimeSeconds;
    const signature = this.sign(versionId, expires);
    return {
      url: `/api/versions/download/${versionId}?expires=${expires}&signature=${signature}`,
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  isValid(versionId: string, expires: number, signature: string, now = Date.now()): boolean {
    if (expires * 1000 < now) return false;
    const expected = Buffer.from(this.sign(versionId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(versionId: string, expires: number): string {
    return createHmac('sha256', this.secrets.downloadLinkSecret).update(`${versionId}.${expires}`).digest('base64url');
  }
}
