/** What other modules may ask of identity verification (the module's public face). */
export { isIdentityVerified } from './verification.service';
