/**
 * Puts a view into its container's Shadow DOM: the widget's styles cannot leak into the site and
 * the site's cannot reach in. The stylesheet is built once and adopted by every root (no inline
 * <style>, which a strict Content-Security-Policy would refuse).
 */
import type { ComponentChildren } from 'preact';
import { render } from 'preact';
import type { WidgetContainer } from '../sdk-types';
import type { Runtime } from '../sdk/runtime';
import { RuntimeContext, useRuntime, useStore } from './hooks';
import css from './styles.css?inline';

let sharedSheet: CSSStyleSheet | null = null;

function adoptStyles(root: ShadowRoot): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sharedSheet) {
      sharedSheet = new CSSStyleSheet();
      sharedSheet.replaceSync(css);
    }
    root.adoptedStyleSheets = [sharedSheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}

export function containerElement(container: WidgetContainer): HTMLElement {
  const element = typeof container === 'string' ? document.getElementById(container) : container;
  if (!element)
    throw new Error(`sportsbook widget: no element with id "${typeof container === 'string' ? container : ''}"`);
  return element;
}

/** Themed root; renders nothing until `init` has run (views may be added before it). */
function ThemeRoot({ children }: { readonly children: ComponentChildren }) {
  const runtime = useRuntime();
  const { initialised, themeName } = useStore(runtime.settings);
  const { texts, pending } = useStore(runtime.i18n);
  // While the first catalogue loads the views are already fetching their data, but not shown
  // (no English flash); a failed catalogue load ends it too, in English.
  return (
    <div
      class={`sb-root${pending ? ' sb-pending' : ''}`}
      data-theme={themeName}
      lang={texts.intl}
      dir={texts.dir}
      aria-busy={pending || undefined}
    >
      {initialised ? children : null}
    </div>
  );
}

export interface Mounted {
  update(view: ComponentChildren): void;
  remove(): void;
}

export function mountView(container: WidgetContainer, runtime: Runtime, view: ComponentChildren): Mounted {
  const element = containerElement(container);
  // A container reused after remove() keeps its shadow root (it cannot be detached): start it afresh.
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  root.replaceChildren();
  adoptStyles(root);
  const host = document.createElement('div');
  root.append(host);
  const draw = (content: ComponentChildren) =>
    render(
      <RuntimeContext.Provider value={runtime}>
        <ThemeRoot>{content}</ThemeRoot>
      </RuntimeContext.Provider>,
      host,
    );
  draw(view);
  return {
    update: draw,
    remove() {
      render(null, host);
      root.replaceChildren();
    },
  };
}
