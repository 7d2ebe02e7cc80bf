import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { uuid } from '@storystump/contracts';
import type { z } from 'zod';

const schema = uuid();

/** Path ids are UUIDs; anything else is a 400 naming the parameter, never a lookup. */
export class UuidParam implements PipeTransform<string, string> {
  constructor(private readonly name = 'id') {}

  transform(value: string): string {
    if (!schema.safeParse(value).success) throw new BadRequestException(`${this.name} must be a valid id`);
    return value;
  }
}

/** A path parameter that is another system's id, checked with its own schema. */
export class TextParam implements PipeTransform<string, string> {
  constructor(
    private readonly name: string,
    private readonly schema: z.ZodType<string>,
  ) {}

  transform(value: string): string {
    const checked = this.schema.safeParse(value);
    if (!checked.success) throw new BadRequestException(`${this.name} ${checked.error.issues[0]?.message ?? 'is not valid'}`);
    return checked.data;
  }
}
