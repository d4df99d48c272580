export * from './appointments.js';
export * from './catalog.js';
export * from './doctors.js';
export * from './enquiries.js';
export * from './notifications.js';
export * from './payments.js';
export * from './users.js';
export * from './platform.js';
