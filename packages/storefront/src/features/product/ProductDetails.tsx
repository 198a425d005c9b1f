import { media, Price, ProductBadge, type ProductTag as KitProductTag } from '@nori/ui';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Product } from '../../api';
import { analyticsItem } from '../../services/ecommerce';
import { productLine } from '../../stores/cartLines';
import { useStores } from '../../stores/StoresProvider';
import { FavoriteButton } from './FavoriteButton';
import { weightMessages } from './messages';
import { ProductFacts } from './ProductFacts';
import { ProductPhoto } from './ProductPhoto';
import { PurchasePanel } from './PurchasePanel';
import { useProductView } from './useProductView';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
    gap: ${({ theme }) => theme.space.xxl};
  }
`;

const Info = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-content: start;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};

    ${media.desktop} {
      font-size: ${({ theme }) => theme.font.size.display};
    }
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
`;

const Portion = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
`;

const KIT_TAGS: readonly string[] = ['new', 'spicy', 'vegetarian', 'hit'];

export interface ProductDetailsProps {
  product: Product;
  localeTag: string;
}

/** The product: its photo (the page's largest image, loaded first), name, portion, price and purchase. */
export function ProductDetails({ product, localeTag }: ProductDetailsProps) {
  const intl = useIntl();
  const { dictionaries } = useStores();
  const item = { ...analyticsItem(productLine(product), dictionaries.categories), id: product.id };
  useProductView(item);
  const tags = product.tags.filter((tag): tag is KitProductTag => KIT_TAGS.includes(tag));
  const discounted = product.old_price !== null && product.old_price > product.price;
  return (
    <Layout>
      <ProductPhoto product={product} />
      <Info>
        {(tags.length > 0 || discounted) && (
          <Badges>
            {discounted && <ProductBadge tag="discount" variant="soft" />}
            {tags.map((tag) => (
              <ProductBadge key={tag} tag={tag} variant="soft" />
            ))}
          </Badges>
        )}
        <h1>{product.name}</h1>
        <Description>{product.description}</Description>
        <PriceRow>
          <Price
            amount={product.price}
            oldAmount={product.old_price ?? undefined}
            size="lg"
            tone={discounted ? 'danger' : 'default'}
          />
          <Portion>
            {intl.formatMessage(weightMessages[product.weight_unit], {
              value: intl.formatNumber(product.weight),
            })}
          </Portion>
        </PriceRow>
        <PurchasePanel product={product} localeTag={localeTag} />
        <div>
          <FavoriteButton item={item} />
        </div>
        <ProductFacts product={product} />
      </Info>
    </Layout>
  );
}
