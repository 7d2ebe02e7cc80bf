import { Injectable } from '@nestjs/common';
import { sign } from 'node:crypto';
import { DeviceSecrets } from '../secrets/device-secrets.js';

/** What a stump verifies before it installs: these fields, joined by newlines, in this order. */
export const MANIFEST_FORMAT = 'tag\nsize\nsha256';

export interface Manifest {
  tag: string;
  size: number;
  sha256: string;
}

@Injectable()
export class ManifestSigner {
  constructor(private readonly secrets: DeviceSecrets) {}

  /** Ed25519 over the manifest, base64. */
  sign(manifest: Manifest): string {
    return sign(null, Buffer.from(manifestText(manifest)), this.secrets.manifestSigningKey).toString('base64');
  }

  get publicKeyPem(): string {
    return this.secrets.manifestPublicKey;
  }
}

export const manifestText = ({ tag, size, sha256 }: Manifest) => `${tag}\n${size}\n${sha256}`;
