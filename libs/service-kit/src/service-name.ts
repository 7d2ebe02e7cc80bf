/** The name of the service a process runs: its queue group, subject prefix and schema. */
export const SERVICE_NAME = Symbol('SERVICE_NAME');
