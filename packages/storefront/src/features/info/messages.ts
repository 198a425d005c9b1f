import { defineMessage, defineMessages } from 'react-intl';

export const infoMessages = defineMessages({
  everyDay: {
    id: 'info.hours.everyDay',
    defaultMessage: 'Every day',
    description: 'Opening hours: the same hours all week',
  },
  closed: { id: 'info.hours.closed', defaultMessage: 'Closed', description: 'Opening hours: closed on these days' },
  hoursLabel: {
    id: 'info.hours.label',
    defaultMessage: 'Opening hours',
    description: 'Heading or label over opening hours',
  },
  storesTitle: { id: 'info.stores.title', defaultMessage: 'Our restaurants', description: 'Stores drawer title' },
  storesEmpty: {
    id: 'info.stores.empty',
    defaultMessage: 'The list of restaurants is not available right now. Please call us.',
    description: 'Stores drawer or contacts page when the restaurants did not load',
  },
  toContacts: {
    id: 'info.stores.toContacts',
    defaultMessage: 'All contacts',
    description: 'Stores drawer: link to the contacts page',
  },
  map: {
    id: 'info.restaurant.map',
    defaultMessage: 'Show on the map',
    description: 'Link to the restaurant on OpenStreetMap',
  },
  phone: { id: 'info.contacts.phone', defaultMessage: 'Phone', description: 'Contacts: label before the phone' },
  email: { id: 'info.contacts.email', defaultMessage: 'Email', description: 'Contacts: label before the email' },
  orderByPhone: {
    id: 'info.contacts.lead',
    defaultMessage: 'Order online or call us: we answer while the restaurants are open.',
    description: 'Contacts page lead',
  },
  restaurants: {
    id: 'info.contacts.restaurants',
    defaultMessage: 'Restaurants',
    description: 'Contacts: heading over restaurants',
  },
  socials: {
    id: 'info.contacts.socials',
    defaultMessage: 'Social networks and messengers',
    description: 'Contacts: heading over socials',
  },
  write: {
    id: 'info.contacts.write',
    defaultMessage: 'Write to us',
    description: 'Contacts: heading over phone and email',
  },
  regions: {
    id: 'info.delivery.regions',
    defaultMessage: 'Delivery areas',
    description: 'Delivery: heading over the regions',
  },
  fee: { id: 'info.delivery.fee', defaultMessage: 'Delivery', description: 'Delivery region: the fee' },
  minOrder: {
    id: 'info.delivery.minOrder',
    defaultMessage: 'Minimum order',
    description: 'Delivery region: minimum order',
  },
  freeFrom: {
    id: 'info.delivery.freeFrom',
    defaultMessage: 'Free delivery from',
    description: 'Delivery region: free delivery threshold',
  },
  time: {
    id: 'info.delivery.time',
    defaultMessage: 'Delivery time',
    description: 'Delivery region: how long delivery takes',
  },
  payment: {
    id: 'info.delivery.payment',
    defaultMessage: 'Payment',
    description: 'Delivery: heading over payment types',
  },
  online: { id: 'info.delivery.online', defaultMessage: 'online', description: 'Badge on a payment type paid online' },
  orderTypes: {
    id: 'info.delivery.orderTypes',
    defaultMessage: 'Delivery or pickup',
    description: 'Delivery: heading over order types',
  },
  pickupNote: {
    id: 'info.delivery.pickupNote',
    defaultMessage: 'Pick your order up at any of our restaurants during opening hours.',
    description: 'Delivery: line under order types about pickup',
  },
  lead: {
    id: 'info.delivery.lead',
    defaultMessage: 'We deliver across Chișinău and its suburbs. The fee and the minimum order depend on the area.',
    description: 'Delivery page lead',
  },
  unavailable: {
    id: 'info.delivery.unavailable',
    defaultMessage: 'Delivery details are not available right now. Please call us.',
    description: 'Delivery page when the regions did not load',
  },
});

export const openUntil = defineMessage<{ time: string }>({
  id: 'info.open.until',
  defaultMessage: 'Open now · until {time}',
  description: 'Restaurant open now, with the closing time',
});

export const opensToday = defineMessage<{ time: string }>({
  id: 'info.open.today',
  defaultMessage: 'Closed · opens at {time}',
  description: 'Restaurant closed now, opens later today',
});

export const opensOn = defineMessage<{ day: string; time: string }>({
  id: 'info.open.on',
  defaultMessage: 'Closed · opens {day} at {time}',
  description: 'Restaurant closed now, opens on another day (day = weekday name)',
});

export const closedTodayOpensOn = defineMessage<{ day: string; time: string }>({
  id: 'info.open.closedToday',
  defaultMessage: 'Closed today · opens {day} at {time}',
  description: 'Restaurant closed all day today (one of its closed days, a holiday); day = weekday name',
});

export const pausedUntil = defineMessage<{ time: string }>({
  id: 'info.open.paused',
  defaultMessage: 'Ordering paused · until {time}',
  description: 'The restaurant paused taking orders; time "14:30", or a weekday and time',
});

export const deliveryMinutes = defineMessage<{ minutes: number }>({
  id: 'info.delivery.minutes',
  defaultMessage: 'about {minutes} min',
  description: 'Delivery region: typical delivery time',
});
