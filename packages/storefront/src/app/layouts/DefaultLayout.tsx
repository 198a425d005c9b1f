import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { CartDrawer } from '../../features/cart/CartDrawer';
import { MenuDrawer } from '../../features/catalog/MenuDrawer';
import { StoresDrawer } from '../../features/info/StoresDrawer';
import { useStores } from '../../stores/StoresProvider';
import { useConfig } from '../ConfigContext';
import { Footer } from './Footer';
import { Header } from './Header';
import { layoutMessages as m } from './messages';
import { NavigationDrawer } from './NavigationDrawer';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The shop's layout: header, the page, footer, and the navigation, menu and stores drawers. */
export const DefaultLayout = observer(function DefaultLayout() {
  const intl = useIntl();
  const config = useConfig();
  const { dictionaries } = useStores();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{intl.formatMessage(m.skipToContent)}</SkipLink>
      <Header brandName={config.brandName} />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer
        brandName={config.brandName}
        settings={dictionaries.settings}
        socials={dictionaries.socials}
        restaurants={dictionaries.restaurants}
      />
      <NavigationDrawer />
      <MenuDrawer />
      <StoresDrawer />
      <CartDrawer />
    </>
  );
});
