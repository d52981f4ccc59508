export * from './app-config.ts';
export * from './entities/account.ts';
export * from './entities/call.ts';
export * from './entities/call-summary.ts';
export * from './entities/practice-options.ts';
export * from './entities/protocol.ts';
export * from './envelope.ts';
export * from './errors.ts';
