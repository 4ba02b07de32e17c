export * from './access';
export * from './define';
export * from './fields';
