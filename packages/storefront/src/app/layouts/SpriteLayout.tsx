import { Outlet } from 'react-router-dom';
import { MAIN_ID } from './SkipLink';

/** The svg-sprite layout: nothing but the page, for the `/_icons` sprite sheet. */
export function SpriteLayout() {
  return (
    <main id={MAIN_ID}>
      <Outlet />
    </main>
  );
}
