/**
 * The widget script's entry: sets `window.altenarWSDK` once. A second copy of the script on the
 * same page (a double include) keeps the first SDK, so views already mounted are not orphaned.
 */
import { createSdk } from './sdk/sdk';

window.altenarWSDK ??= createSdk();
