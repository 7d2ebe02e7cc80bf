/** The one error shape that crosses a process boundary (NATS, then HTTP without `status`). */
export interface RpcErrorBody {
  status: number;
  code: string;
  message: string;
}

export function isRpcErrorBody(value: unknown): value is RpcErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'number' && typeof v.code === 'string' && typeof v.message === 'string';
}

/** The JSON body the gateway answers with on any error. */
export interface HttpErrorBody {
  message: string;
  code: string;
}
