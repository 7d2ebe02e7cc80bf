/** The JetStream stream every `<service>.events.>` subject is kept in, so consumers that were down catch up. */
export const EVENTS_STREAM = 'STORYSTUMP_EVENTS';
export const EVENTS_SUBJECTS = ['*.events.>'];

/** The JetStream stream behind an Object Store bucket. */
export const objectStoreStream = (bucket: string) => `OBJ_${bucket}`;
