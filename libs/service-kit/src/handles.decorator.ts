import type { Operation, RequestContext } from '@storystump/contracts';
import type { z } from 'zod';

/** A service method handling an operation: the context of the request and the input, checked. */
export type OperationMethod<E extends Operation> = (
  ctx: RequestContext,
  input: z.output<E['input']>,
) => Promise<z.output<E['reply']>> | z.output<E['reply']>;

const HANDLES = Symbol('handles an operation');

/**
 * Binds an operation to the service method that answers it. The service is registered with
 * `operationHandlers` so the NATS server hears the operation's subject; the input is checked
 * against its schema and the caller against its access before the method runs, and the method's
 * reply type is checked against the operation at compile time.
 */
export function Handles<E extends Operation>(operation: E) {
  return <M extends OperationMethod<E>>(_target: object, _key: string | symbol, descriptor: TypedPropertyDescriptor<M>): void => {
    if (!descriptor.value) throw new Error(`@Handles(${operation.subject}) must decorate a method`);
    Reflect.defineMetadata(HANDLES, operation, descriptor.value);
  };
}

/** The operation a method handles, if it is one (see Handles). */
export const operationHandledBy = (method: unknown): Operation | undefined =>
  typeof method === 'function' ? (Reflect.getMetadata(HANDLES, method) as Operation | undefined) : undefined;
