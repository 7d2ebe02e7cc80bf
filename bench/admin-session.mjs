import { adminHeaders } from '../scripts/lib/admin-sign-in.mjs';

/** Signs in as the system's admin and answers the Authorization header a bench sends with admin calls. */
export const adminAuthorization = (system) => adminHeaders(system.baseUrl, system.adminEmail, system.adminPassword);
