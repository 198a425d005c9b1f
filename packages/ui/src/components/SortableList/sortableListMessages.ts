// The sortable list's own words, apart from the kit's catalogs (packages/ui/src/intl): those load whole with
// every page of the shop, and only the back office reorders lists. Picked by the kit's locale.
import { formatKitMessage, type KitLocale } from '../../intl/catalog';
import { useKitLocale } from '../../intl/KitIntl';

export type SortableListMessageId =
  | 'handle'
  | 'roleDescription'
  | 'instructions'
  | 'pickedUp'
  | 'moved'
  | 'dropped'
  | 'cancelled'
  | 'outside'
  | 'moveUp'
  | 'moveDown';

export const sortableListMessages: Record<KitLocale, Record<SortableListMessageId, string>> = {
  ro: {
    handle: 'Reordonează {item}',
    roleDescription: 'element de reordonat',
    instructions:
      'Pentru a muta un element, apăsați Spațiu sau Enter pe mânerul lui. Mutați-l cu săgețile sus și jos, lăsați-l cu Spațiu sau Enter, anulați cu Escape.',
    pickedUp: 'Ați ridicat {item}: poziția {position} din {total}.',
    moved: '{item}: acum pe poziția {position} din {total}.',
    dropped: 'Ați lăsat {item} pe poziția {position} din {total}.',
    cancelled: 'Mutare anulată: {item} a revenit pe poziția {position} din {total}.',
    outside: '{item} este în afara listei.',
    moveUp: 'Mută {item} mai sus',
    moveDown: 'Mută {item} mai jos',
  },
  ru: {
    handle: 'Изменить порядок: {item}',
    roleDescription: 'перемещаемый элемент',
    instructions:
      'Чтобы переместить элемент, нажмите Пробел или Enter на его ручке. Перемещайте его стрелками вверх и вниз, отпустите Пробелом или Enter, отмените клавишей Escape.',
    pickedUp: 'Взято: {item}, позиция {position} из {total}.',
    moved: '{item}: теперь позиция {position} из {total}.',
    dropped: 'Отпущено: {item}, позиция {position} из {total}.',
    cancelled: 'Перемещение отменено: {item} снова на позиции {position} из {total}.',
    outside: '{item} за пределами списка.',
    moveUp: 'Переместить выше: {item}',
    moveDown: 'Переместить ниже: {item}',
  },
  en: {
    handle: 'Reorder {item}',
    roleDescription: 'sortable item',
    instructions:
      'To move an item, press Space or Enter on its handle to pick it up. Use the up and down arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
    pickedUp: 'Picked up {item}: position {position} of {total}.',
    moved: '{item}: now at position {position} of {total}.',
    dropped: 'Dropped {item} at position {position} of {total}.',
    cancelled: 'Move cancelled: {item} is back at position {position} of {total}.',
    outside: '{item} is outside the list.',
    moveUp: 'Move {item} up',
    moveDown: 'Move {item} down',
  },
  uk: {
    handle: 'Змінити порядок: {item}',
    roleDescription: 'переміщуваний елемент',
    instructions:
      'Щоб перемістити елемент, натисніть Пробіл або Enter на його ручці. Переміщуйте його стрілками вгору та вниз, відпустіть Пробілом або Enter, скасуйте клавішею Escape.',
    pickedUp: 'Взято: {item}, позиція {position} з {total}.',
    moved: '{item}: тепер позиція {position} з {total}.',
    dropped: 'Відпущено: {item}, позиція {position} з {total}.',
    cancelled: 'Переміщення скасовано: {item} знову на позиції {position} з {total}.',
    outside: '{item} поза межами списку.',
    moveUp: 'Перемістити вище: {item}',
    moveDown: 'Перемістити нижче: {item}',
  },
};

/** The list's words in the kit's locale: `t('moved', { item, position, total })`. */
export function useSortableListWords() {
  const { locale } = useKitLocale();
  return (id: SortableListMessageId, values?: Record<string, string | number>) =>
    formatKitMessage(sortableListMessages[locale][id], values);
}
