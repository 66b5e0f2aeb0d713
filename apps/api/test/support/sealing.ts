/**
 * The browser's own sealing (apps/web's outbox), so that the server's tests open exactly what
 * a waiting submission holds: WebCrypto is the same API in Node as in the browser.
 */
export { seal as sealLikeTheBrowser } from '../../../web/src/features/survey/api/seal';
