export * from './system.js';
export * from './auth.js';
export * from './workspace.js';
export * from './marketing.js';
export * from './artwork.js';
export * from './inventory.js';
export * from './storage.js';
export * from './mail.js';
