import { formatPrice, TextField, useKitLocale } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import type { OrderType } from '../../api/account';
import { useStores } from '../../stores/StoresProvider';
import { useCheckout } from '../../stores/useCheckout';
import { Choice } from './Choice';
import { checkoutMessages as m } from './messages';
import { FieldRow, Section } from './Section';
import { SelectField } from './SelectField';
import { fieldId, useFieldError } from './useFieldError';

type AddressPart = 'street' | 'house' | 'apartment' | 'entrance' | 'floor' | 'intercom';

/** Delivery (area and address) or pickup (restaurant). */
export const DeliverySection = observer(function DeliverySection() {
  const intl = useIntl();
  const { localeTag } = useKitLocale();
  const { dictionaries } = useStores();
  const checkout = useCheckout();
  const errorOf = useFieldError();
  const { form } = checkout;
  const text = (field: AddressPart, required = false) => (
    <TextField
      id={fieldId(field)}
      label={intl.formatMessage(m[field])}
      required={required}
      fullWidth
      autoComplete={field === 'street' ? 'address-line1' : 'off'}
      value={form[field]}
      onChange={(event) => checkout.setField(field, event.target.value)}
      error={errorOf(field)}
    />
  );
  return (
    <Section id="checkout-delivery-title" title={intl.formatMessage(m.delivery)}>
      <Choice<OrderType>
        id="checkout-orderType"
        legend={intl.formatMessage(m.orderType)}
        options={dictionaries.orderTypes.map((type) => ({
          value: type.code as OrderType,
          label: type.name,
          icon: type.code === 'pickup' ? 'store' : 'delivery',
        }))}
        value={form.orderType}
        onValueChange={(value) => checkout.setField('orderType', value)}
      />
      {form.orderType === 'delivery' ? (
        <>
          <SelectField
            id={fieldId('regionId')}
            label={intl.formatMessage(m.region)}
            placeholder={intl.formatMessage(m.chooseRegion)}
            value={form.regionId}
            options={dictionaries.regions.map((region) => ({
              value: region.id,
              label: `${region.name} — ${formatPrice(region.delivery_fee, localeTag)}`,
            }))}
            onValueChange={(value) => checkout.setField('regionId', value)}
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
        <Choice<number>
          id={fieldId('restaurantId')}
          legend={intl.formatMessage(m.restaurant)}
          options={dictionaries.restaurants.map((restaurant) => ({
            value: restaurant.id,
            label: restaurant.name,
            description: restaurant.address,
            icon: 'map-pin',
          }))}
          value={form.restaurantId}
          onValueChange={(value) => checkout.setField('restaurantId', value)}
          error={errorOf('restaurantId')}
        />
      )}
    </Section>
  );
});
