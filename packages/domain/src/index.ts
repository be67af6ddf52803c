export const PRODUCT_NAME = 'Brilho';
