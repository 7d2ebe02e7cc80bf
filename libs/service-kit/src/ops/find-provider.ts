import type { Type } from '@nestjs/common';
import type { ModuleRef } from '@nestjs/core';

/** The app's instance of a provider from whichever module has it, or undefined where none does. */
export function findProvider<T>(moduleRef: ModuleRef, type: Type<T>): T | undefined {
  try {
    return moduleRef.get(type, { strict: false });
  } catch {
    return undefined;
  }
}
