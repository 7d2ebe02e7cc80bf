import { Injectable } from '@nestjs/common';

/**
 * Who hosts a stump, to be told when it rests. Stumps have no hosts yet: until they do, nobody is
 * found and only the admins are mailed.
 */
@Injectable()
export class StumpHosts {
  contactOf(_stationId: string): Promise<string | null> {
    return Promise.resolve(null);
  }
}
