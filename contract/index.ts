import './zod-config';
export * from './choices';
export * from './common';
export * from './subscriptions';
export * from './contacts';
export * from './users';
export * from './blogs';
export * from './uploads';
export * from './stats';
