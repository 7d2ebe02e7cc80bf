import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DeviceSignIns } from '../device/device-sign-ins.js';
import { AccessCache } from './access-cache.js';
import { ACCESS_LEVEL, IDENTIFIES_CALLER, OPEN_DURING_DELETION, type AccessLevel } from './access.decorators.js';
import { Refusals } from './refusals.js';
import type { AuthenticatedRequest } from './request-context.decorator.js';
import { TokenVerifier } from './token-verifier.js';

const BEARER = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/;

/**
 * Every route needs a valid token unless marked public; admin routes need the admin role now;
 * device routes a stump's API key.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
    private readonly access: AccessCache,
    private readonly devices: DeviceSignIns,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const level =
      this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_LEVEL, [context.getHandler(), context.getClass()]) ??
      'user';
    if (level === 'public') return this.identifiesCaller(context) ? this.identifyIfSignedIn(context) : true;
    if (level === 'device') return this.devices.admit(context);
    return this.authenticate(context, level);
  }

  private identifiesCaller(context: ExecutionContext): boolean {
    return this.reflector.get<boolean | undefined>(IDENTIFIES_CALLER, context.getHandler()) === true;
  }

  private openDuringDeletion(context: ExecutionContext): boolean {
    return this.reflector.get<boolean | undefined>(OPEN_DURING_DELETION, context.getHandler()) === true;
  }

  /** A public route that tells its service who is asking: a valid session names the caller, anything else is anonymous. */
  private async identifyIfSignedIn(context: ExecutionContext): Promise<true> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const session = token ? await this.verifier.session(token) : null;
    // A session of an account scheduled for deletion shops and browses as anyone does, unnamed,
    // except on the routes left open to it (its own export's download).
    const named = session && (!session.deletionPending || this.openDuringDeletion(context));
    const access = named ? await this.access.lookup(session.userId) : null;
    if (access && session && session.generation >= access.sessionGeneration)
      request.actor = access.role ? { id: access.id, role: access.role } : { id: access.id };
    return true;
  }

  private async authenticate(context: ExecutionContext, level: 'user' | 'admin'): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw Refusals.notSignedIn;
    const session = await this.verifier.session(token);
    if (!session) throw Refusals.sessionExpired;
    const access = await this.access.lookup(session.userId);
    if (!access) throw Refusals.accountGone;
    // Signed out everywhere (a password reset or change) since this token was issued.
    if (session.generation < access.sessionGeneration) throw Refusals.sessionExpired;
    // From the token identity signed when the account was scheduled for deletion: cancelling signs
    // out everywhere, so a token without it is never of a pending deletion and one with it never stale.
    if (session.deletionPending && !this.openDuringDeletion(context)) throw Refusals.deletionPending;
    if (level === 'admin' && access.role !== 'admin') throw Refusals.notAdmin;
    request.actor = access.role ? { id: access.id, role: access.role } : { id: access.id };
    request.token = token;
    return true;
  }
}
