export * from './access';
export * from './actions';
export * from './days';
export * from './define';
export * from './fields';
export * from './icons';
export * from './languages';
export * from './rules';
