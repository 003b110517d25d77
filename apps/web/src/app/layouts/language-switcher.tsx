import { Link, useLocation } from 'react-router';
import { LOCALE_DEFINITIONS, splitLocalePath } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { documentLanguage, useT } from '@/lib/i18n';
import { HeaderMenu } from './header-menu';
import { localeSwitchHref, rememberLocaleChoice } from './locale-choice';

/** The language switcher: the same page, and the same query, in another language. */
export function LanguageSwitcher({ placement }: { readonly placement: 'header' | 'drawer' }) {
  const t = useT();
  const location = useLocation();
  const { locale } = splitLocalePath(location.pathname);
  const current = LOCALE_DEFINITIONS.find((definition) => definition.code === locale);

  return (
    <HeaderMenu
      label={`${t('layout:footer.language')}: ${current?.nativeName ?? locale}`}
      placement={placement}
      testId="language-switcher"
      button={
        <>
          <Icon name="globe" />
          <span className="header-menu__value">
            {placement === 'drawer' ? current?.nativeName : locale.toUpperCase()}
          </span>
          <Icon name="chevronDown" size={16} className="header-menu__chevron" />
        </>
      }
    >
      {() => (
        <ul className="language-list">
          {LOCALE_DEFINITIONS.map((definition) => (
            <li key={definition.code}>
              <Link
                className="header-menu__option"
                to={localeSwitchHref(location, definition.code)}
                onClick={() => rememberLocaleChoice(definition.code)}
                hrefLang={documentLanguage(definition.code)}
                lang={documentLanguage(definition.code)}
                aria-current={definition.code === locale ? 'true' : undefined}
              >
                <span className="language-list__code" aria-hidden="true">
                  {definition.code}
                </span>
                <span className="language-list__name">{definition.nativeName}</span>
                {definition.code === locale && <Icon name="check" size={16} className="header-menu__check" />}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HeaderMenu>
  );
}
