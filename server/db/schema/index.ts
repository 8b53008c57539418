export * from './users';
export * from './sessions';
export * from './blogs';
export * from './contacts';
export * from './subscriptions';
export * from './trusted-devices';
export * from './heartbeat';
export * from './rate-limits';
