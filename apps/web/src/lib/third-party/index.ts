export {
  depositPixels,
  identifiedPlayer,
  PIXEL_ACTION_IDS,
  pixelNameOf,
  thirdPartyEvents,
  trackAuth,
  trackBet,
  trackDeposit,
  trackExternalLogin,
  trackPixel,
  trackSignUp,
  type IdentifiedPlayer,
  type PixelName,
  type TrackedEvent,
  type TrackedEventName,
} from './events';
export type { AdapterContext, AdapterStarter, BrowserFacts, ThirdPartyAdapter } from './types';
export { parseAdapterConfigs } from './parse-config';
