import { formatPrice, Panel, RadioCard, Select, TextField, useKitLocale } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { OrderTypeCode } from '../../api/types';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { checkoutMessages as m } from './messages';
import { FieldRow } from './FieldRow';
import { fieldId, useFieldError } from './useFieldError';

type AddressPart = 'street' | 'house' | 'apartment' | 'entrance' | 'floor' | 'intercom';

/** Delivery (area and address) or pickup (restaurant). */
export const DeliverySection = observer(function DeliverySection() {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const { dictionaries } = useStores();
  const { form } = useCheckout();
  const errorOf = useFieldError();
  const { values } = form;
  const text = (field: AddressPart, required = false) => (
    <TextField
      id={fieldId(field)}
      label={intl.formatMessage(m[field])}
      required={required}
      fullWidth
      autoComplete={field === 'street' ? 'address-line1' : 'off'}
      value={values[field]}
      onChange={(event) => form.setField(field, event.target.value)}
      error={errorOf(field)}
    />
  );
  return (
    <Panel heading={intl.formatMessage(m.delivery)}>
      <RadioCard<OrderTypeCode>
        id="checkout-orderType"
        label={intl.formatMessage(m.orderType)}
        orientation="horizontal"
        options={dictionaries.orderTypes.map((type) => ({
          value: type.code as OrderTypeCode,
          title: type.name,
          icon: type.code === 'pickup' ? 'store' : 'delivery',
        }))}
        value={values.orderType}
        onValueChange={(value) => form.setField('orderType', value)}
      />
      {values.orderType === 'delivery' ? (
        <>
          <Select
            id={fieldId('regionId')}
            label={intl.formatMessage(m.region)}
            placeholder={intl.formatMessage(m.chooseRegion)}
            required
            fullWidth
            value={values.regionId ?? ''}
            options={dictionaries.regions.map((region) => ({
              value: region.id,
              label: `${region.name} — ${formatPrice(region.delivery_fee, localeTag)}`,
            }))}
            onValueChange={(value) => form.setField('regionId', value ? Number(value) : null)}
            error={errorOf('regionId')}
          />
          {text('street', true)}
          <FieldRow>
            {text('house', true)}
            {text('apartment')}
          </FieldRow>
          <FieldRow $columns={3}>
            {text('entrance')}
            {text('floor')}
            {text('intercom')}
          </FieldRow>
        </>
      ) : (
        <RadioCard<number>
          id={fieldId('restaurantId')}
          label={intl.formatMessage(m.restaurant)}
          orientation="horizontal"
          required
          options={dictionaries.restaurants.map((restaurant) => ({
            value: restaurant.id,
            title: restaurant.name,
            description: restaurant.address,
            icon: 'map-pin',
          }))}
          value={values.restaurantId}
          onValueChange={(value) => form.setField('restaurantId', value)}
          error={errorOf('restaurantId')}
        />
      )}
    </Panel>
  );
});
