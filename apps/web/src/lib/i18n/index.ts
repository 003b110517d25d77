export { applyCachedTexts, CONTENT_NAMESPACES, i18n, loadLocaleTexts, type ContentNamespace } from './i18n';
export { DATE_FORMATS, formatDate, setDateLocale, type DateFormatName } from './dates';
export { applyDocumentLocale, documentLanguage, textDirection } from './document-locale';
export { useT, type Translate } from './use-t';
