export {
  identifiedPlayer,
  thirdPartyEvents,
  trackAuth,
  trackPixel,
  type IdentifiedPlayer,
  type TrackedEvent,
  type TrackedEventName,
} from './events';
export type { AdapterContext, AdapterStarter, BrowserFacts, ThirdPartyAdapter } from './types';
export { parseAdapterConfigs } from './parse-config';
