// The stop-list at one tap: the chosen restaurant's menu by category, each dish with a switch — off, and the
// shop shows it unavailable there and refuses it in orders at once. A search finds a dish by its name in any
// language; "only the stopped ones" shows what to put back when a delivery comes.
import {
  Banner,
  Checkbox,
  EmptyState,
  Inline,
  PageLayout,
  Panel,
  SegmentedControl,
  Stack,
  Switch,
  TextField,
} from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStores } from '../../app/stores';
import { useT } from '../../i18n/useT';
import { textIn } from '@nori/core/localized';

export const StopListPage = observer(function StopListPage() {
  const { stopList } = useStores();
  const intl = useIntl();
  const t = useT();

  useEffect(() => {
    void stopList.load().catch(() => undefined);
  }, [stopList]);

  const sections = stopList.sections;
  return (
    <PageLayout width="narrow">
      <p>{t('admin.stopList.hint')}</p>
      <Inline gap="md" align="end">
        {stopList.restaurants.length > 1 && (
          <SegmentedControl
            label={t('admin.stopList.restaurant')}
            value={String(stopList.restaurantId ?? '')}
            options={stopList.restaurants.map((r) => ({
              value: String(r.id),
              label: textIn(r.name, intl.locale),
            }))}
            onValueChange={(value) => stopList.setRestaurant(Number(value))}
          />
        )}
        <TextField
          label={t('admin.stopList.search')}
          type="search"
          value={stopList.query}
          onChange={(event) => stopList.setQuery(event.target.value)}
        />
        <Checkbox
          label={t('admin.stopList.onlyStopped', { count: stopList.stoppedCount })}
          checked={stopList.onlyStopped}
          onCheckedChange={(checked) => stopList.setOnlyStopped(checked === true)}
        />
      </Inline>
      {stopList.problem !== null && (
        <Banner tone="danger" role="alert" title={t('admin.stopList.problem')}>
          {stopList.problem || t('admin.problem.offline')}
        </Banner>
      )}
      {stopList.loaded && sections.length === 0 && <EmptyState title={t('admin.stopList.empty')} />}
      {sections.map(({ category, products }) => (
        <Panel key={category.id} heading={textIn(category.name, intl.locale)}>
          <Stack as="ul" gap="sm">
            {products.map((product) => {
              const available = stopList.isAvailable(product);
              return (
                <li key={product.id}>
                  <Switch
                    label={stopList.nameOf(product)}
                    description={available ? undefined : t('admin.stopList.stopped')}
                    checked={available}
                    disabled={stopList.saving.has(product.id)}
                    onCheckedChange={(checked) => void stopList.setAvailable(product, checked)}
                  />
                </li>
              );
            })}
          </Stack>
        </Panel>
      ))}
    </PageLayout>
  );
});
