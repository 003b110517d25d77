export { startSession } from './session-start';
export { startRealtimeClient } from './realtime-start';
export { SessionProvider } from './session-provider';
