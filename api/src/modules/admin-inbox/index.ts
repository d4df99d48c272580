export { type InboxEntry, type InboxRecord, writeInbox } from './service.js';
