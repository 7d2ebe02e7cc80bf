import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { RpcFailure } from '@storystump/service-kit';
import { catchError, throwError, type Observable } from 'rxjs';
import type { DeviceRequest } from './device-key.js';
import { DeviceSignIns } from './device-sign-ins.js';

/** A key the devices service refuses is told to DeviceSignIns, which refuses it itself from then on. */
@Injectable()
export class RefusedKeysRemembered implements NestInterceptor {
  constructor(private readonly signIns: DeviceSignIns) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof RpcFailure && error.body.status === 401) {
          this.signIns.refusedByService(context.switchToHttp().getRequest<DeviceRequest>(), error);
        }
        return throwError(() => error);
      }),
    );
  }
}
