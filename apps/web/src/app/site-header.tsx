import { BrandMark } from '@/components/ui/brand-mark';
import { categories } from '@/features/lobby/components/categories';

export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a className="brand" href="/">
          <BrandMark />
          <span className="brand__name">
            Lucky <span className="brand__accent">Orbit</span>
          </span>
        </a>
        <nav className="site-nav" aria-label="Game categories">
          <ul>
            {categories.map((category) => (
              <li key={category.id}>
                <a href={`#${category.id}`}>{category.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <abbr className="age-badge" title="Adults only: you must be 18 or older to play">
          18+
        </abbr>
      </div>
    </header>
  );
}
