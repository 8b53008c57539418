import { LogoStripIsland } from '~/features/marketing/carousels/logo-strip';
import type { HomePageData } from './home-data';
import { container } from './styles';

/** The client logo strip; nothing when no logo is published. */
export function LogosSection({ logos }: { logos: HomePageData['logos'] }) {
  if (logos.length === 0) return null;
  return (
    <div className={`${container} pb-14`}>
      <LogoStripIsland logos={logos} />
    </div>
  );
}
