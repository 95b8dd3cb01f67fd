import { useDocumentTitle } from '../../lib/document-title.ts';
import { CategoryGrid } from './category-grid.tsx';
import { HomeHero } from './home-hero.tsx';

/** Home: the hero and the browse-by-category grid (the catalog issue adds sliders and product grids). */
export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <HomeHero />
      <CategoryGrid />
    </>
  );
}
