export * from './context.js';
export * from './errors.js';
export * from './exchange.js';
export * from './fields.js';
export * from './health.js';
export * from './identity.js';
export * from './rpc-contract.js';
export * from './validation.js';
