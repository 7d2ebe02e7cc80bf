export { SERVICE_NAMES, type ServiceName } from './service-names.js';

/**
 * Node's flags for every service process and the gateway, wherever they are started (`npm start`,
 * the tests' systems, the images). After a minute without requests V8's memory reducer shrinks an
 * idle process's heap, and the next burst is served slower until the process has warmed up again:
 * measured, the gateway then spent 23-27 µs of CPU per page instead of 19-20 (raw Node writing the
 * same answer: 18-20), and with the reducer off 20. A serving process's heap stays at the size its
 * work grew it to, which its memory limit bounds as before.
 */
export const NODE_FLAGS = ['--no-memory-reducer'] as const;
