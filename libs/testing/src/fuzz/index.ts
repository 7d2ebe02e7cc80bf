export * from './answer-leaks.js';
export * from './fuzz-cases.js';
export * from './fuzz-run.js';
export * from './seeded-random.js';
export * from './stored-state.js';
export * from './caller-credentials.js';
export * from './dead-letters.js';
