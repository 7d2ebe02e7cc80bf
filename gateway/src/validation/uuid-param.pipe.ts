import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { uuid } from '@storystump/contracts';

const schema = uuid();

/** Path ids are UUIDs; anything else is a 400 naming the parameter, never a lookup. */
export class UuidParam implements PipeTransform<string, string> {
  constructor(private readonly name = 'id') {}

  transform(value: string): string {
    if (!schema.safeParse(value).success) throw new BadRequestException(`${this.name} must be a valid id`);
    return value;
  }
}
