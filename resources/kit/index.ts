export * from './access';
export * from './define';
export * from './fields';
export * from './languages';
