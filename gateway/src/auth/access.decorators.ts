import { SetMetadata } from '@nestjs/common';

export type AccessLevel = 'public' | 'user' | 'admin' | 'device';
export const ACCESS_LEVEL = 'storystump:access-level';
/** On a public route: a valid session that comes along names the caller to the service. */
export const IDENTIFIES_CALLER = 'storystump:identifies-caller';

/** Anyone may call it. Routes without a decorator need a signed-in user. */
export const Public = () => SetMetadata(ACCESS_LEVEL, 'public' satisfies AccessLevel);
export const AdminOnly = () => SetMetadata(ACCESS_LEVEL, 'admin' satisfies AccessLevel);
/** Needs a signed-in user, also inside a controller that is public otherwise. */
export const SignedIn = () => SetMetadata(ACCESS_LEVEL, 'user' satisfies AccessLevel);
/** A stump with its API key (`Authorization: ApiKey <key>`), and nobody else. */
export const DeviceOnly = () => SetMetadata(ACCESS_LEVEL, 'device' satisfies AccessLevel);
/** A signed-in route an account scheduled for deletion may still use. */
export const OPEN_DURING_DELETION = 'storystump:open-during-deletion';
