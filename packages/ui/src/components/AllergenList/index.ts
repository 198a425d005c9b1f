export { AllergenList, type AllergenListItem, type AllergenListProps } from './AllergenList';
export { allergenCodes, allergenIcon, allergenIcons, type AllergenCode } from './allergens';
