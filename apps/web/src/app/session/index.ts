export { startSession } from './session-start';
export { SessionProvider } from './session-provider';
