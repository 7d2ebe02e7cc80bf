import { createRequire } from 'node:module';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { open, type Reader, type Response } from 'maxmind';

/** The shape of this database's records (not one of MaxMind's own). */
interface CountryRecord {
  country_code?: string;
}

const require = createRequire(import.meta.url);

/**
 * Country of an address from a database shipped with the gateway (no lookup leaves the machine,
 * and the address itself is never stored). Private and unknown addresses have none.
 */
@Injectable()
export class CountryLookup implements OnModuleInit {
  private readonly logger = new Logger(CountryLookup.name);
  private reader?: Reader<Response>;

  async onModuleInit(): Promise<void> {
    try {
      this.reader = await open(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb'));
    } catch (error) {
      this.logger.warn(`Countries are not looked up: the address database could not be read (${String(error)})`);
    }
  }

  countryOf(ip: string | undefined): string | null {
    if (!ip || !this.reader) return null;
    try {
      const record = this.reader.get(ip.startsWith('::ffff:') ? ip.slice(7) : ip) as CountryRecord | null;
      const code = record?.country_code;
      return code && /^[A-Z]{2}$/.test(code) ? code : null;
    } catch {
      return null; // not an address the reader understands
    }
  }
}
