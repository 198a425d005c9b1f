// The restaurants tab: the restaurant chosen (when there are several), its pause and busy switches — every
// role —, then for owners and managers its details, opening hours, closed days and auto-accept, saved
// together (PATCH with what changed).
import { SaveBar, Select, Skeleton, Stack } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { AutoAcceptPanel } from './AutoAcceptPanel';
import { ClosedDaysPanel } from './ClosedDaysPanel';
import { DetailsPanel } from './DetailsPanel';
import { HoursPanel } from './HoursPanel';
import { ManagersOnly } from './ManagersOnly';
import { PausePanel } from './PausePanel';
import { saveBarProps } from './saveBarProps';
import { textIn } from '@nori/core/localized';

export const RestaurantsTab = observer(function RestaurantsTab() {
  const { settings, session } = useStores();
  const page = settings.restaurants;
  const t = useT();
  const intl = useIntl();
  const operator = session.staff?.role === 'operator';

  useEffect(() => {
    void page.load().catch(() => undefined);
  }, [page]);

  if (!page.loaded) return <Skeleton variant="rect" height={240} />;
  const restaurant = page.restaurant;
  return (
    <>
      {page.restaurants.length > 1 && (
        <Select
          label={t('admin.settings.restaurant')}
          value={String(page.restaurantId ?? '')}
          options={page.restaurants.map((r) => ({
            value: String(r.id),
            label: textIn(r.name, intl.locale),
          }))}
          onValueChange={(value) => page.select(Number(value))}
        />
      )}
      {restaurant && <PausePanel />}
      {restaurant && operator && <ManagersOnly />}
      {restaurant && !operator && (
        <Stack
          as="form"
          gap="md"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void page.save();
          }}
        >
          <AutoAcceptPanel />
          <HoursPanel />
          <ClosedDaysPanel />
          <DetailsPanel />
          <SaveBar {...saveBarProps(page.status, t)} />
        </Stack>
      )}
    </>
  );
});
