import type { DiscoveryService, MetadataScanner } from '@nestjs/core';

export interface DecoratedMethod<M> {
  metadata: M;
  /** The method, bound to its provider. */
  method: (...args: never[]) => unknown;
  /** `<Class>.<method>`, for names and logs. */
  name: string;
}

/** Every provider method carrying `metadataKey` (set with SetMetadata), with its metadata. */
export function decoratedMethods<M>(
  discovery: DiscoveryService,
  scanner: MetadataScanner,
  metadataKey: string,
): DecoratedMethod<M>[] {
  const found: DecoratedMethod<M>[] = [];
  for (const wrapper of discovery.getProviders()) {
    const instance = wrapper.instance as Record<string, unknown> | undefined;
    if (!instance || typeof instance !== 'object') continue;
    for (const methodName of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const fn = instance[methodName];
      if (typeof fn !== 'function') continue;
      const metadata = Reflect.getMetadata(metadataKey, fn) as M | undefined;
      if (metadata) {
        found.push({
          metadata,
          method: fn.bind(instance) as DecoratedMethod<M>['method'],
          name: `${instance.constructor.name}.${methodName}`,
        });
      }
    }
  }
  return found;
}
