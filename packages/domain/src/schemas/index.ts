export * from './payment';
export * from './places';
export * from './professionals';
export * from './signup';
