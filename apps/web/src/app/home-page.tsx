import { CategoryGrid } from '@/features/lobby/components/category-grid';
import { Hero } from '@/features/lobby/components/hero';

export function HomePage() {
  return (
    <>
      <Hero />
      <CategoryGrid />
    </>
  );
}
