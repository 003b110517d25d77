export {
  CONSENT_CATEGORIES,
  CONSENT_VERSION,
  consentStore,
  parseConsent,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentState,
} from './consent-store';
export { useConsent } from './use-consent';
