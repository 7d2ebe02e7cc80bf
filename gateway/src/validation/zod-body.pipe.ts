import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { describeZodError } from '@storystump/contracts';
import type { z } from 'zod';

/** Validates a request body with the same contract schema the service checks again on receipt. */
export class ZodBody<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = this.schema.safeParse(value ?? {});
    if (!result.success) throw new BadRequestException(describeZodError(result.error));
    return result.data;
  }
}
