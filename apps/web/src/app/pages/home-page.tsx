import { CategoryGrid } from '@/features/lobby/components/category-grid';
import { Hero } from '@/features/lobby/components/hero';

/** Home: the lobby's landing, until the casino issue brings game lists. */
export default function HomePage() {
  return (
    <div className="home-page">
      <Hero />
      <CategoryGrid />
    </div>
  );
}
