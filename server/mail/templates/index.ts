export * from './invitation';
export * from './lead-auto-reply';
export * from './lead-notification';
export * from './newsletter-post';
export * from './password-reset';
export * from './subscription-confirmation';
export * from './mail-failure-alert';
