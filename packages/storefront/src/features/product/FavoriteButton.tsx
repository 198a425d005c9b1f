import { Button } from '@nori/ui';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { addToWishlist, type EcommerceItemInput } from '../../services/ecommerce';
import { useStores } from '../../stores/StoresProvider';
import { productMessages as m } from './messages';

/** Adds the product to the favourites or takes it out; the label says which it will do. */
export const FavoriteButton = observer(function FavoriteButton({
  item,
}: {
  item: EcommerceItemInput & { id: number };
}) {
  const intl = useIntl();
  const { user, analytics } = useStores();
  const favorite = user.isFavorite(item.id);
  return (
    <Button
      variant={favorite ? 'primary' : 'secondary'}
      icon="heart"
      onClick={() => {
        user.toggleFavorite(item.id);
        if (!favorite) analytics.push(addToWishlist(item));
      }}
    >
      {intl.formatMessage(favorite ? m.removeFavorite : m.addFavorite)}
    </Button>
  );
});
