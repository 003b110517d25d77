import { CategoryArt } from './category-art';
import { categories } from './categories';
import './category-grid.css';

export function CategoryGrid() {
  return (
    <section id="categories" className="categories" aria-labelledby="categories-title">
      <div className="categories__heading">
        <h2 id="categories-title">Pick your game</h2>
        <p>Four ways to play, one balance.</p>
      </div>
      <ul className="category-grid">
        {categories.map((category) => (
          <li key={category.id} id={category.id} className={`category-tile category-tile--${category.id}`}>
            <div className="category-tile__art" aria-hidden="true">
              <CategoryArt category={category.id} />
            </div>
            <div className="category-tile__body">
              <h3 className="category-tile__title">{category.title}</h3>
              <p className="category-tile__description">{category.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
