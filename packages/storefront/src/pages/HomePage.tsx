import { ButtonLink, media } from '@nori/ui';
import { useIntl } from 'react-intl';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import styled from 'styled-components';
import { deferHydration } from '../app/deferHydration';
import { splitLocale } from '../i18n/locales';
import { type RouteHandle } from '../shared/head';
import { LocalLink } from '../shared/LocalLink';
import { paths } from '../shared/paths';
import { PageContainer } from '../features/page/PageContainer';
import type { HomeShelvesProps } from './HomeShelves';
import { homeMessages } from './homeMessages';

const Hero = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0 0;

  h1 {
    margin: 0;
    max-width: 20ch;
    font-size: ${({ theme }) => theme.font.size.display};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    ${media.desktop} {
      font-size: 2.75rem;
    }
  }

  p {
    margin: 0;
    max-width: 52ch;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

/** How many promotions the home page shows. */
const HOME_PROMOTIONS = 3;

type HomeData = HomeShelvesProps;

/**
 * Everything below the hero, loaded and hydrated after the first screen (selective hydration), with its words
 * (the `home` message group): the first load carries the hero only.
 */
const shelves = deferHydration(() => import('./HomeShelves').then((module) => module.HomeShelves), {
  messages: ['home'],
});

/** Home: what the shop is, promotions, categories, bestsellers and the recently viewed dishes. */
export function Component() {
  const intl = useIntl();
  const { promotions, categories, popular } = useLoaderData() as HomeData;
  return (
    <PageContainer>
      <Hero>
        <h1>{intl.formatMessage(homeMessages.home.title)}</h1>
        <p>{intl.formatMessage(homeMessages.home.description)}</p>
        <div>
          <ButtonLink as={LocalLink} to={paths.menu()} size="lg" icon="menu">
            {intl.formatMessage(homeMessages.preparing.toMenu)}
          </ButtonLink>
        </div>
      </Hero>
      <shelves.Component promotions={promotions} categories={categories} popular={popular} />
    </PageContainer>
  );
}

/** Promotions and the menu's part, each optional: a failed call leaves its section out, never the page. */
export async function loader(args: LoaderFunctionArgs): Promise<HomeData> {
  // The shelves' code and words with the data: the server renders them whole, a client navigation shows them
  // at once.
  // The loaders' code too: the browser runs this loader on a client navigation only, never to hydrate.
  const [catalog, promotions] = await Promise.allSettled([
    import('../features/catalog/loaders').then(({ homeCatalogLoader }) => homeCatalogLoader(args)),
    import('../features/promotions/loaders').then(({ activePromotions }) => activePromotions(args)),
    shelves.preload(splitLocale(new URL(args.request.url).pathname).locale),
  ]);
  return {
    categories: catalog.status === 'fulfilled' ? catalog.value.categories : [],
    popular: catalog.status === 'fulfilled' ? catalog.value.popular : [],
    promotions: promotions.status === 'fulfilled' ? promotions.value.slice(0, HOME_PROMOTIONS) : [],
  };
}

export const handle: RouteHandle = {
  head: ({ intl }) => ({ description: intl.formatMessage(homeMessages.home.description) }),
};
