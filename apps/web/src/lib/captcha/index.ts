export { CAPTCHA_TOKEN_HEADER, splitCaptcha, type CaptchaAnswer } from './captcha-token';
export { useCaptcha, type Captcha } from './use-captcha';
