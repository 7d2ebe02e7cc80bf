export { SERVICE_NAMES, type ServiceName } from './service-names.js';

/**
 * Node's flags for every service process and the gateway, wherever they are started (`npm start`,
 * the tests' systems, the images). After a quiet minute V8's memory reducer shrinks an idle
 * process's heap, and the next burst is served slower until the process has warmed up again (the
 * gateway bench's figures show it). A serving process's heap stays at the size its work grew it
 * to, which its memory limit bounds as before.
 */
export const NODE_FLAGS = ['--no-memory-reducer'] as const;
