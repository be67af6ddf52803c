export * from './accounts';
export * from './addresses';
export * from './offers';
export * from './orders';
export * from './payments';
export * from './professionals';
export * from './resource';
export * from './subscriptions';
