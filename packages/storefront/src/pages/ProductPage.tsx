import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import type { RouteHandle } from '../shared/head';
import { useLocale } from '../shared/LocaleContext';
import { toCatalogProduct, type CatalogProduct } from '../features/catalog/catalogProduct';
import { ProductGrid } from '../features/catalog/ProductGrid';
import { PageContainer } from '../features/page/PageContainer';
import { Breadcrumbs } from '../features/product/Breadcrumbs';
import { productLoader } from '../features/product/loader';
import { productMessages } from '../features/product/messages';
import { ProductDetails } from '../features/product/ProductDetails';
import { photoPreload } from '../features/product/ProductPhoto';
import { LOCALE_INFO } from '../i18n/locales';
import { useStores } from '../stores/StoresProvider';
import type { Product } from '../api';

const Related = styled.section`
  margin-top: ${({ theme }) => theme.space.xxxl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
`;

interface ProductPageData {
  product: Product;
  related: CatalogProduct[];
}

/** `/product/{slug}`: the product, its modifiers and purchase, and related dishes (its JSON-LD: server/seo.ts). */
export const Component = observer(function ProductPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { dictionaries } = useStores();
  const { product, related } = useLoaderData() as ProductPageData;
  const category = dictionaries.categories.find((c) => c.slug === product.category_slug);
  return (
    <PageContainer>
      <Breadcrumbs category={category} current={product.name} />
      <ProductDetails key={product.id} product={product} localeTag={LOCALE_INFO[locale].tag} />
      {related.length > 0 && (
        <Related aria-labelledby="related-heading">
          <h2 id="related-heading">{intl.formatMessage(productMessages.related)}</h2>
          <ProductGrid products={related} />
        </Related>
      )}
    </PageContainer>
  );
});

export async function loader(args: LoaderFunctionArgs): Promise<ProductPageData> {
  const { product, related } = await productLoader(args);
  return { product, related: related.map(toCatalogProduct) };
}

export const handle: RouteHandle<ProductPageData | undefined> = {
  head: ({ data }) =>
    data
      ? {
          title: data.product.name,
          description: data.product.description,
          // The photo is the page's LCP on every screen size: fetch it with the document.
          preloadImages: [photoPreload(data.product)],
        }
      : {},
};
