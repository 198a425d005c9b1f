import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useStores } from '../../stores/StoresProvider';
import { useConfig } from '../../shared/ConfigContext';
import { CartOverlay, MenuOverlay, NavigationOverlay, StoresOverlay } from '../overlays';
import { AnnouncementPart, FooterPart } from './deferredParts';
import { Header } from './Header';
import { layoutMessages as m } from './messages';
import { MAIN_ID, SkipLink } from './SkipLink';

/** The shop's layout: header, the page, footer, and the navigation, menu and stores drawers. */
export const DefaultLayout = observer(function DefaultLayout() {
  const intl = useIntl();
  const config = useConfig();
  const { dictionaries } = useStores();
  return (
    <>
      <SkipLink href={`#${MAIN_ID}`}>{intl.formatMessage(m.skipToContent)}</SkipLink>
      <AnnouncementPart.Component />
      <Header brandName={config.brandName} />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <FooterPart.Component
        brandName={config.brandName}
        settings={dictionaries.settings}
        socials={dictionaries.socials}
        restaurants={dictionaries.restaurants}
      />
      {/* Each drawer's code loads when it first opens. */}
      <NavigationOverlay />
      <MenuOverlay />
      <StoresOverlay />
      <CartOverlay />
    </>
  );
});
