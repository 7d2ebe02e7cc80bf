import type { Operation, RequestContext } from '@storystump/contracts';
import type { z } from 'zod';

type Reply<E extends Operation> = z.output<E['reply']>;

/**
 * A service method handling an operation: the context of the request and the input, checked. A
 * list sent in pieces may also be answered a chunk at a time, as it is read (see keysetChunks).
 */
export type OperationMethod<E extends Operation> = (
  ctx: RequestContext,
  input: z.output<E['input']>,
) => Promise<Reply<E>> | Reply<E> | (E extends { inPieces: 'list' } ? AsyncIterable<Reply<E>> : never);

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
