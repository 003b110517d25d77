import type { CategoryId } from './categories';
import './category-art.css';

/** Decorative pictures drawn with CSS gradients: no image requests, crisp at any density. */
export function CategoryArt({ category }: { category: CategoryId }) {
  switch (category) {
    case 'slots':
      return (
        <span className="art-slots">
          <span className="art-slots__reel">7</span>
          <span className="art-slots__reel">7</span>
          <span className="art-slots__reel">7</span>
        </span>
      );
    case 'live-casino':
      return <span className="art-roulette" />;
    case 'sports':
      return <span className="art-pitch" />;
    case 'instant-games':
      return (
        <span className="art-dice">
          <span className="art-dice__die art-dice__die--five" />
          <span className="art-dice__die art-dice__die--three" />
        </span>
      );
  }
}
