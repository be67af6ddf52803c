export * from './places';
export * from './signup';
