export * from './users';
export * from './sessions';
export * from './blogs';
export * from './contacts';
export * from './subscriptions';
export * from './login-failures';
export * from './rate-limits';
export * from './emails';
