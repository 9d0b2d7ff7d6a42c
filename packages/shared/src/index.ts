export * from './domain.js';
export * from './contract.js';
export * from './errors.js';
export * from './pagination.js';
export * from './api-client.js';
export * from './routes/system.routes.js';
export * from './public-env.js';
