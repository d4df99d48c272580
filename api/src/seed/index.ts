export { buildDemoData, seedDemoIfEmpty } from './demo.js';
