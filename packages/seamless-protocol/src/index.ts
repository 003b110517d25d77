export * from './messages';
export * from './signing';
