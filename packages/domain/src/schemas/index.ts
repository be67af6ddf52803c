export * from './payment';
export * from './places';
export * from './signup';
