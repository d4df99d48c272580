export * from './api-types';
export * from './remote-module';
