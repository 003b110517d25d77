import { HomePage } from './home-page';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import './app.css';

export function App() {
  return (
    <div className="app-shell" data-testid="app-root">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="app-main" tabIndex={-1}>
        <HomePage />
      </main>
      <SiteFooter />
    </div>
  );
}
