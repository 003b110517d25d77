import { Icon } from '@/components/ui/icon';
import { COLOUR_MODE_PREFERENCES, useColourMode } from '@/lib/colour-mode';
import { useT } from '@/lib/i18n';
import { HeaderMenu } from './header-menu';

/** System, light or dark; the page shows the result at once and remembers the choice. */
export function ColourModeSwitcher({ placement }: { readonly placement: 'header' | 'drawer' }) {
  const t = useT();
  const { preference, setPreference } = useColourMode();

  return (
    <HeaderMenu
      label={`${t('layout:footer.colourMode')}: ${t(`layout:colourMode.${preference}`)}`}
      placement={placement}
      testId="colour-mode-switcher"
      button={
        <>
          <Icon name={preference} />
          {placement === 'drawer' && <span className="header-menu__value">{t(`layout:colourMode.${preference}`)}</span>}
        </>
      }
    >
      {(close) => (
        <ul className="colour-mode-list">
          {COLOUR_MODE_PREFERENCES.map((option) => (
            <li key={option}>
              <button
                type="button"
                className="header-menu__option"
                aria-pressed={option === preference}
                data-colour-mode-option={option}
                onClick={() => {
                  setPreference(option);
                  close();
                }}
              >
                <Icon name={option} size={18} />
                <span>{t(`layout:colourMode.${option}`)}</span>
                {option === preference && <Icon name="check" size={16} className="header-menu__check" />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </HeaderMenu>
  );
}
