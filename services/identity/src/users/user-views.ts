import type { UserView } from '@storystump/contracts';
import type { EntityManager } from 'typeorm';
import { toUserView, type UserViewFields } from './user-view.js';

/** Just the columns of a user's view, named as the entity names them. */
const USER_VIEW_FIELDS_SQL = `SELECT id, display_name AS "displayName", email, role, deletion_scheduled_for AS "deletionScheduledFor"
  FROM identity.users WHERE id = ANY($1::uuid[])`;

/**
 * The views of the users with these ids (in any order): a list's page asks for 50 at a time, and
 * loading each as a whole entity through the ORM cost more than reading the five columns.
 */
export async function userViewsOf(db: EntityManager, ids: string[]): Promise<UserView[]> {
  return (await db.query<UserViewFields[]>(USER_VIEW_FIELDS_SQL, [ids])).map(toUserView);
}
