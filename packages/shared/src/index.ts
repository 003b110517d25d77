export * from './brand';
export * from './currency';
export * from './http';
export * from './locales';
export * from './statuses';
export * from './routing';
export * from './validation';
