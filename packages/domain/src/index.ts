export const PRODUCT_NAME = 'Brilho';
export * from './constants';
export * from './documents';
export * from './messages';
export * from './money';
export * from './names';
export * from './phone';
export * from './rating';
export * from './statuses';
