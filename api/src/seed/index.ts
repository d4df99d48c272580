export { buildDemoData, seedDemoIfEmpty } from './demo.js';
export { type ScaleOptions, seedScale } from './scale.js';
