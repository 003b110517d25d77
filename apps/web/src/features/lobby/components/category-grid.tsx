import { useT } from '@/lib/i18n';
import { CategoryArt } from './category-art';
import { CATEGORY_IDS } from './categories';
import './category-grid.css';

export function CategoryGrid() {
  const t = useT();
  return (
    <section id="categories" className="categories" aria-labelledby="categories-title">
      <div className="categories__heading">
        <h2 id="categories-title">{t('layout:home.categoriesTitle')}</h2>
        <p>{t('layout:home.categoriesText')}</p>
      </div>
      <ul className="category-grid">
        {CATEGORY_IDS.map((category) => (
          <li key={category} id={category} className={`category-tile category-tile--${category}`}>
            <div className="category-tile__art" aria-hidden="true">
              <CategoryArt category={category} />
            </div>
            <div className="category-tile__body">
              <h3 className="category-tile__title">{t(`layout:home.categories.${category}.title`)}</h3>
              <p className="category-tile__description">{t(`layout:home.categories.${category}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
